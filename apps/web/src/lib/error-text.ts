export const GENERIC_ERROR_TEXT = 'Something went wrong — please try again!';

/** The text to show for a failed load or action: the API's message when there is one. */
export const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : GENERIC_ERROR_TEXT;
