/** Forces of one faction in one place: ordinary tokens and starred ones (Sardaukar, Fedaykin). */
export interface Forces {
  regular: number;
  elite: number;
}
