/** Why a game's quiet hours (`/game create quiet-hours:`) are refused. */
export const quietHoursWords = {
  notHours: (input: string): string => `Quiet hours are two whole hours (UTC) from 0 to 23 joined by a dash, like \`22-7\`; "${input}" is not.`,
  noHours: (hour: number): string => `Quiet hours from ${hour} to ${hour} would be no hours at all: give two different hours, like \`22-7\`.`,
};
