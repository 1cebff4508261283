/**
 * Rules in the site: rule references in prompts, refusals and log lines ("[Liberty 7.32]") and mentions of the
 * documents ("docs/liberty-data.md") become links to the document served by the site (#/docs/NAME/RULE),
 * which opens at the first passage naming that rule.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Lang } from './i18n.js';

/** "[Liberty 7.32]", "[DIXIE 6.0]", "docs/liberty-data.md", "(7.21)". */
const REF = /\[([A-Z][\w ]*?) (\d+(?:\.\d+)*)\]|docs\/([\w-]+?)(?:\.ja)?\.md|\((\d+\.\d+)\)/g;

/** A game title short enough for a rule tag: before any colon or parenthesis ("The War of 1812 (designed …)" → "The War of 1812"). */
const shortTitle = (title: string) => title.split(/[:：]/)[0]!.replace(/\s*[（(].*$/, '').trim();

/** `text` with its rule tags in the page's language ("[Liberty 5.1]" → "[リバティ 5.1]"), as plain text (for reading aloud). */
export function localRuleTags(text: string, title: string): string {
  return text.replace(/\[([A-Z][\w ]*?) (\d+(?:\.\d+)*)\]/g, (_, __, n: string) => `[${shortTitle(title)} ${n}]`);
}

/** `text` with its rule tags and document mentions as links into the site's documents of `game`. */
export function RuleLinks({ text, game, title, lang }: { text: string; game: string; title?: string; lang: Lang }): ComponentChildren {
  const out: ComponentChildren[] = [];
  let last = 0;
  for (const m of text.matchAll(REF)) {
    out.push(text.slice(last, m.index));
    if (m[3]) out.push(<a class="doc-link" href={`#/docs/${m[3]}`}>{lang === 'ja' ? '資料' : 'notes'}</a>);
    else if (m[4]) out.push(<>(<a class="rule-link" href={`#/docs/${game}-rules/${m[4]}`}>{m[4]}</a>)</>);
    else out.push(<a class="rule-link" href={`#/docs/${game}-rules/${m[2]}`} title={lang === 'ja' ? 'ルールを開く' : 'Open the rule'}>[{title ? shortTitle(title) : m[1]} {m[2]}]</a>);
    last = m.index! + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/** A document of the site, opened at the first passage naming `rule` (highlighted), if given. */
export function DocsScreen({ name, rule, lang }: { name: string; rule: string; lang: Lang }) {
  const [doc, setDoc] = useState<{ html: string; lang: Lang } | null | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => { void import('./docs/texts.js').then((m) => m.docHtml(name, lang)).then(setDoc).catch(() => setDoc(null)); }, [name, lang]);
  useEffect(() => {
    if (!doc || !rule || !root.current) return;
    const re = new RegExp(`(^|[^\\d.])${rule.replace(/\./g, '\\.')}(?![\\d])`);
    const hit = Array.from(root.current.querySelectorAll('h1, h2, h3, h4, p, li, td')).find((el) => re.test(el.textContent ?? ''));
    if (hit) { hit.classList.add('doc-hit'); hit.scrollIntoView({ block: 'center' }); }
  }, [doc, rule]);
  if (doc === undefined) return <p>…</p>;
  if (doc === null) return <p class="error">{lang === 'ja' ? '資料が見つかりません' : 'No such document'}: {name}</p>;
  return (
    <article class="doc card" data-testid="doc" lang={doc.lang}>
      {doc.lang !== lang && <p class="notice">{lang === 'ja' ? 'この資料はまだ英語のみです。' : ''}</p>}
      <div ref={root} dangerouslySetInnerHTML={{ __html: doc.html }} />
    </article>
  );
}
