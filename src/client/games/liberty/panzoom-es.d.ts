// @panzoom/panzoom's `main` is a UMD file in a "type": "module" package, which Node cannot import as ESM (the
// text board tests import this board under Node); its ES build has no types of its own: it is the same module.
declare module '@panzoom/panzoom/dist/panzoom.es.js' {
  export { default } from '@panzoom/panzoom';
}
