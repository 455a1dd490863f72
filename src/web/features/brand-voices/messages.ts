// Brand voice error texts of customer-area §8, verbatim.
export const FETCH_FAILED = 'Failed to fetch brand voice';
export const CREATE_FAILED = 'Failed to generate brand voice';
export const UPDATE_FAILED = 'Failed to update brand voice';
export const SAVE_FAILED = 'Failed to create/update brand voice';
export const DELETE_FAILED = 'Failed to delete brand voice';
export const SET_DEFAULT_FAILED = 'Failed to set default brand voice';
export const CLONE_FAILED = 'Failed to clone brand voice';
