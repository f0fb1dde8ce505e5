import { useId, useState } from 'react'
import { StateBlock } from '@/components/state-block'
import { FAQ, searchFaq, type FaqItem } from './faq-content'

/** One question: a button that shows or hides its answer (a disclosure). */
function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false)
  const answerId = `faq-${item.id}`
  return (
    <li className="service-faq__item">
      <h3 className="service-faq__question">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{item.question}</span>
          <span className="service-faq__toggle" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <p id={answerId} className="service-faq__answer" hidden={!open}>
        {item.answer}
      </p>
    </li>
  )
}

/** Frequently asked questions, filtered as the user types. */
export function Faq() {
  const [query, setQuery] = useState('')
  const inputId = useId()
  const found = searchFaq(query, FAQ)
  return (
    <section className="service-card service-faq" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="service-card__title">
        常见问题
      </h2>
      <form role="search" className="service-faq__search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          搜索常见问题
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder="搜索问题，如：退款、优惠券"
          enterKeyHint="search"
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      <p className="visually-hidden" role="status">
        {query.trim() ? `找到${found.length}个相关问题` : ''}
      </p>
      {found.length === 0 ? (
        <StateBlock
          kind="empty"
          title="没有找到相关问题"
          description="换个关键词试试，或直接拨打客服热线"
        />
      ) : (
        <ul className="service-faq__list">
          {found.map((item) => (
            <FaqEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  )
}
