/** Where links meant for new visitors go: the auth screen opened on its Sign Up side (issue #12). `/auth` stays the sign-in entry. */
export const SIGN_UP_PATH = '/auth?mode=signup';
