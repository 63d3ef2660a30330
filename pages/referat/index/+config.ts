// A guest content page: no JavaScript at all.
export default { clientHooks: false }
