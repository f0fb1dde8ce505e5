import './list-end.css'

/** What the end of a list says: after a paged list's last page, or under a list that comes whole. */
export const LIST_END_TEXT = '没有更多了'

/** The end-of-list line of a list the server sends whole (DESIGN §9: every list has one). */
export function ListEnd() {
  return <p className="list-end">{LIST_END_TEXT}</p>
}
