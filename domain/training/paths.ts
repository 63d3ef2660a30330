// Where a training task lives: its own small module, so the quick menu (on every cabinet page) links to a task without
// pulling domain/orders/unified.ts into the browser bundle.
export const TRAINING_ORDER_PATH = '/ecosystem/training/'
