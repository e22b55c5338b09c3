/** The spec's title for the error screen (section 2). */
export const ERROR_SCREEN_TITLE = 'Unexpected Application Error!';
