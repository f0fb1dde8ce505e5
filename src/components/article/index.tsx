import './article.css'

export interface ArticleSection {
  heading: string
  paragraphs: readonly string[]
}

interface Props {
  title: string
  updated?: string
  intro?: string
  sections: readonly ArticleSection[]
}

/** A long text page (policy, tips, rules, agreements): headings and paragraphs, rendered as text. */
export function Article({ title, updated, intro, sections }: Props) {
  return (
    <article className="app-article">
      <h2 className="app-article__title">{title}</h2>
      {updated && <p className="app-article__meta">更新日期：{updated}</p>}
      {intro && <p className="app-article__intro">{intro}</p>}
      {sections.map((section, i) => (
        <section key={section.heading} className="app-article__section">
          <h3>
            {i + 1}. {section.heading}
          </h3>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
