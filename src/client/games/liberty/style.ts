/** The Liberty board's styles (scoped by the lib- prefix; kept with the board instead of the shared sheet). */
export const STYLE = `
.lib { font-size: 14px; }
.lib .lib-bar { min-height: 104px; }
.lib .lib-controls { min-height: 40px; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.lib .lib-controls button { margin: 0; }
.lib .lib-main { display: grid; grid-template-columns: minmax(0, 1fr) 290px; gap: 10px; align-items: start; }
.lib .lib-frame { position: relative; overflow: hidden; height: max(440px, calc(100vh - 300px)); background: #e9dfc6; border-radius: 8px; outline: none; touch-action: none; }
.lib .lib-frame:focus-visible { box-shadow: 0 0 0 3px #1f6feb; }
.lib .lib-canvas { transform-origin: 50% 50%; }
.lib svg.lib-map { font-family: "DejaVu Sans", "Liberation Sans", Arial, "Noto Sans JP", sans-serif; display: block; max-width: none; width: auto; height: auto; background: #f4ecd8; border-radius: 0; }
.lib .lib-panel { max-height: max(440px, calc(100vh - 300px)); overflow: auto; font-size: 14px; }
.lib .lib-place { outline: none; }
.lib .lib-hl { fill: transparent; stroke: none; }
.lib .lib-loc .lib-hl { fill: #ffe066; fill-opacity: .5; stroke: #f5a700; stroke-width: 3; }
.lib .lib-place.is-target { cursor: pointer; }
.lib .lib-place .lib-focus { fill: none; stroke: none; pointer-events: none; }
.lib .lib-place:focus-visible .lib-focus { stroke: #1f6feb; stroke-width: 4; }
.lib .lib-place:hover .lib-token > rect:nth-last-of-type(1) { filter: brightness(1.05); }
.lib .lib-zoom { position: absolute; right: 8px; top: 8px; display: flex; flex-direction: column; gap: 4px; z-index: 3; }
.lib .lib-zoom button { width: 40px; height: 40px; min-height: 40px; padding: 0; font-size: 20px; line-height: 1; background: #fffdf5ee; }
.lib .lib-pop { position: absolute; left: 8px; top: 8px; z-index: 4; max-width: min(420px, calc(100% - 64px)); max-height: calc(100% - 16px); overflow: auto;
  background: #fff; border-radius: 10px; padding: 10px 12px; box-shadow: 0 4px 16px rgba(0,0,0,.3); display: flex; flex-direction: column; gap: 6px; align-items: stretch; }
.lib .lib-pop button { text-align: left; }
.lib .lib-confirm { border: 3px solid #a33; }
.lib .lib-confirm p { margin: 0; font-weight: 600; }
.lib .lib-confirm button.danger { background: #a33; color: #fff; border-color: #a33; font-weight: 700; }
.lib .lib-x { min-height: 32px; padding: 2px 10px; }
.lib .lib-tiles { display: flex; flex-wrap: wrap; gap: 6px; }
.lib .lib-tile { position: relative; width: 92px; height: 84px; padding: 16px 4px 4px; border: 3px solid #888; border-radius: 6px; background: #fbf5e6; text-align: center !important;
  display: flex; flex-direction: column; align-items: center; justify-content: flex-start; opacity: 1; cursor: default; }
.lib .lib-tile:disabled { opacity: 1; color: inherit; }
.lib .lib-tile.target { cursor: pointer; box-shadow: 0 0 0 3px #f5a700; }
.lib .lib-tile-bar { position: absolute; left: 0; right: 0; top: 0; height: 10px; }
.lib .lib-tile strong { font-size: 20px; line-height: 1; }
.lib .lib-tile small { font-size: 12px; font-weight: 400; }
.lib .lib-tile-fire { font-size: 12px; font-weight: 700; }
.lib .lib-tile-name { font-size: 12px; line-height: 1.15; overflow: hidden; max-height: 2.3em; }
.lib .lib-tile-name.hidden { color: #fff; margin-top: 18px; }
.lib .lib-battle { border: 2px solid #ff3b00; }
.lib .lib-battle h3 { margin: 0 0 4px; }
.lib .lib-battle-head { margin: 0 0 6px; }
.lib .lib-fire-order { list-style: none; padding: 0; margin: 0 0 6px; display: flex; flex-direction: column; gap: 3px; }
.lib .lib-fo { display: flex; gap: 6px; align-items: center; padding: 2px 4px; border-radius: 4px; }
.lib .lib-fo.now { background: #fff1c2; font-weight: 700; }
.lib .lib-fo.acted { opacity: .6; }
.lib .lib-fo-face { display: inline-flex; flex-direction: column; align-items: center; justify-content: center; width: 34px; height: 34px; flex: 0 0 34px; border: 3px solid #888; border-radius: 4px; background: #fbf5e6; line-height: 1; }
.lib .lib-fo-face small { font-size: 10px; }
.lib .lib-fo-name { flex: 1; }
.lib .lib-fo-acts button { min-height: 32px; padding: 2px 8px; }
.lib .lib-dice { margin: 4px 0; }
.lib .lib-die { font-size: 24px; line-height: 1; margin: 0 1px; color: #666; }
.lib .lib-die.hit { color: #b3261e; }
.lib .lib-battle-log { font-size: 13px; max-height: 220px; overflow: auto; padding-left: 1.5em; margin: 0; white-space: normal; }
.lib .lib-over { border: 3px solid #23364a; }
.lib .lib-over h2 { margin: 0 0 6px; }
.lib .lib-score { border-collapse: collapse; width: 100%; }
.lib .lib-score th { text-align: left; font-weight: 600; }
.lib .lib-score td { text-align: right; }
.lib .lib-score td.muted { text-align: left; font-size: 12px; padding-bottom: 4px; }
.lib .lib-score tr.total th, .lib .lib-score tr.total td { border-top: 2px solid #333; font-weight: 700; }
@media (max-width: 1100px) {
  .lib .lib-main { grid-template-columns: minmax(0, 1fr); }
  .lib .lib-frame { height: max(360px, calc(100vh - 330px)); }
  .lib .lib-panel { max-height: none; }
}
@media (max-width: 600px) {
  .lib .lib-bar { min-height: 0; }
  .lib .lib-track { font-size: 12px; gap: 3px; }
  .lib .lib-year { padding: 1px 3px; }
  .lib .lib-frame { height: 62vh; min-height: 0; margin: 0 -8px; border-radius: 0; }
  .lib .lib-pop { left: 4px; right: 4px; top: auto; bottom: 4px; max-width: none; max-height: 60%; }
  .lib .lib-card { width: 72px; height: 92px; }
}
`;
