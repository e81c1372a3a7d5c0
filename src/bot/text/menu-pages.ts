/** The options that turn a long select menu's pages (both games' menus). */
export const menuPages = {
  more: (left: number): string => `More… (${left} more)`,
  first: 'Back to the first ones',
};
