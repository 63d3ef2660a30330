// Where training mode starts: the training pages and the doors into it from other pages (the task solver's link).
export const TRAINING_START_PATH = '/ecosystem/training'
