// Body of the auth popup: the same auth screens as /ecosystem/auth, under the popup's own title.
import AuthFlow from '../auth/auth-flow.island'
import type { PopupBodyProps } from './popup-props'

export default function AuthPopup({ redirect = null }: PopupBodyProps<'auth'>) {
  return <AuthFlow redirect={redirect} inPopup />
}
