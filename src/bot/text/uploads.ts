const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why a file was not uploaded: "The board picture (9.1 MB) is larger than Discord lets me upload here (8.0 MB)." */
export const tooLargeToUpload = (what: string, bytes: number, limit: number): string =>
  `${what} (${megabytes(bytes)}) is larger than Discord lets me upload here (${megabytes(limit)}).`;
