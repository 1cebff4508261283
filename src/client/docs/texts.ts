/**
 * The documents the site serves (loaded on demand, a chunk of its own): each game's rules document and data
 * notes, by name, with the language each exists in. Rendered from Markdown with marked.
 */
import { marked } from 'marked';

type Load = () => Promise<{ default: string }>;
/** Each document its own chunk, loaded when opened. */
const DOCS: Record<string, { en: Load; ja?: Load }> = {
  'liberty-rules': { en: () => import('../../../docs/liberty-rules.md?raw') },
  'liberty-data': { en: () => import('../../../docs/liberty-data.md?raw') },
  'dixie-rules': { en: () => import('../../../docs/dixie-rules.md?raw') },
  'dixie-cards': { en: () => import('../../../docs/dixie-cards.md?raw') },
  'war1812-rules': { en: () => import('../../../docs/war1812-rules.md?raw'), ja: () => import('../../../docs/war1812-rules.ja.md?raw') },
  'war1812-data': { en: () => import('../../../docs/war1812-data.md?raw') },
};

/** The document as HTML in the language asked (English when it has no translation yet), or null if unknown. */
export async function docHtml(name: string, lang: 'en' | 'ja'): Promise<{ html: string; lang: 'en' | 'ja' } | null> {
  const d = DOCS[name];
  if (!d) return null;
  const text = (await ((lang === 'ja' && d.ja) || d.en)()).default;
  // links between documents stay inside the site
  const html = marked.parse(text, { async: false }).replace(/href="(?:\.\.\/)?(?:docs\/)?([\w.-]+?)(?:\.ja)?\.md(#[^"]*)?"/g, (_, n: string, h: string | undefined) => `href="#/docs/${n}${h ? `/${h.slice(1)}` : ''}"`);
  return { html, lang: lang === 'ja' && d.ja ? 'ja' : 'en' };
}
