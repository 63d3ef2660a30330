export default { clientHooks: false }
