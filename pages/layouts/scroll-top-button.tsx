// Landing layout's scroll-to-top button plus the few hundred bytes of inline script that show and run it.
import { Icon } from '../../islands/icons'
import { SCROLL_TOP_ID, SCROLL_TOP_SCRIPT } from '../../islands/inline/scroll-top'
import { InlineScript } from '../components/inline-code'

export function ScrollTopButton() {
  return (
    <>
      <a id={SCROLL_TOP_ID} className="scroll-top" href="#top" aria-label="Наверх">
        <Icon name="arrowUp" size={22} />
      </a>
      <InlineScript code={SCROLL_TOP_SCRIPT} />
    </>
  )
}
