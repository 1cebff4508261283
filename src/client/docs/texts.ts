/**
 * The documents the site serves (loaded on demand, a chunk of its own): each game's rules document and data
 * notes, by name, with the language each exists in. Rendered from Markdown with marked.
 */
import { marked } from 'marked';
import libertyRules from '../../../docs/liberty-rules.md?raw';
import libertyData from '../../../docs/liberty-data.md?raw';
import dixieRules from '../../../docs/dixie-rules.md?raw';
import dixieCards from '../../../docs/dixie-cards.md?raw';
import war1812Rules from '../../../docs/war1812-rules.md?raw';
import war1812RulesJa from '../../../docs/war1812-rules.ja.md?raw';
import war1812Data from '../../../docs/war1812-data.md?raw';

const DOCS: Record<string, { en: string; ja?: string }> = {
  'liberty-rules': { en: libertyRules },
  'liberty-data': { en: libertyData },
  'dixie-rules': { en: dixieRules },
  'dixie-cards': { en: dixieCards },
  'war1812-rules': { en: war1812Rules, ja: war1812RulesJa },
  'war1812-data': { en: war1812Data },
};

/** The document as HTML in the language asked (English when it has no translation yet), or null if unknown. */
export function docHtml(name: string, lang: 'en' | 'ja'): { html: string; lang: 'en' | 'ja' } | null {
  const d = DOCS[name];
  if (!d) return null;
  const text = (lang === 'ja' && d.ja) || d.en;
  // links between documents stay inside the site
  const html = marked.parse(text, { async: false }).replace(/href="(?:\.\.\/)?(?:docs\/)?([\w.-]+?)(?:\.ja)?\.md(#[^"]*)?"/g, (_, n: string, h: string | undefined) => `href="#/docs/${n}${h ? `/${h.slice(1)}` : ''}"`);
  return { html, lang: lang === 'ja' && d.ja ? 'ja' : 'en' };
}
