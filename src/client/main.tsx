import { render } from 'preact';
// Japanese on any machine: Noto Sans JP shipped with the client, split by unicode-range so a page downloads only
// the subsets of the characters it shows (none on an English page but the 日本語 button's); one weight, bold is synthesised
import '@fontsource/noto-sans-jp/400.css';
import { App } from './app.js';

render(<App />, document.getElementById('app')!);
