// Messages both sides show for failures that have no more specific wording in the spec.
export const GENERIC_ERROR = 'Что-то пошло не так, попробуй позже'
