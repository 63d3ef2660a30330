import { CanonicalHead } from '../canonical'

export default CanonicalHead
