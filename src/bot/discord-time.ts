/** Discord shows `<t:…:R>` in each reader's own time zone and language ("3 hours ago"); `f` is the full date and time. */
export const discordTime = (iso: string, style: 'R' | 'f' = 'R'): string => `<t:${Math.floor(Date.parse(iso) / 1000)}:${style}>`;
