/** The War of 1812 board's styles (scoped by the w18- prefix; kept with the board instead of the shared sheet). */
export const STYLE = `
.w18 { font-size: 14px; }
.w18-ghent { border: 2px solid #2e7d32; padding: 8px 12px; margin: 0 0 8px; background: #f4faf2; }
.w18-ghent.over { border-color: #23364a; background: #fffbea; }
.w18-ghent h2 { font-size: 18px; margin: 0 0 4px; }
.w18-ghent ol { margin: 0; padding-left: 1.3em; font-size: 13px; }
.w18-prov { font-size: 12.5px; margin: 0 0 4px; }
.w18-prov summary { cursor: pointer; color: #7a3e00; font-weight: 600; }
.w18-prov ul { margin: 2px 0; padding-left: 1.2em; }
.w18-src { font-size: 12px; }
.w18-tracks { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-start; margin-bottom: 4px; }
.w18-turns { flex: 0 1 auto; }
.w18-turns-head { margin-bottom: 2px; }
.w18-turn-grid { border-collapse: collapse; font-size: 11px; }
.w18-turn-grid th { padding: 0 4px 0 0; text-align: right; color: #555; font-weight: 600; }
.w18-turn-grid td { border: 1px solid #cfc6b0; padding: 1px 4px; min-width: 40px; max-width: 54px; background: #fbf8ef; color: #555; vertical-align: top; }
.w18-turn-grid td.past { background: #e4ddcb; color: #5e574a; }
.w18-turn-grid td.pre { background: #eee; color: #6b6b6b; text-decoration: line-through; }
.w18-turn-grid td.now { background: #23364a; color: #fff; font-weight: 700; }
.w18-nap { display: block; font-size: 9px; line-height: 1.1; color: #7a2d00; font-weight: 700; }
.w18-turn-grid td.now .w18-nap { color: #ffd27a; }
.w18-napline { font-size: 12px; margin-top: 2px; }
.w18-peace { flex: 1 1 420px; min-width: 0; max-width: 100%; }
.w18-peace-head { font-size: 12px; }
.w18-peace-head span { color: #555; }
.w18-peace-boxes { display: flex; gap: 1px; margin-top: 2px; }
.w18-box { flex: 1 1 0; width: 0; min-width: 0; overflow: hidden; height: 52px; position: relative; border: 1px solid #9a8f76; border-radius: 3px; display: flex; flex-direction: column; align-items: center; justify-content: flex-start; }
.w18-box .n { font-size: 9.5px; color: #444; line-height: 12px; }
.w18-box .mk { font-size: 9px; font-weight: 700; color: #fff; border-radius: 9px; padding: 0 2px; line-height: 11px; margin-top: 1px; border: 1px solid #fff; box-shadow: 0 0 0 1px #333; }
.w18-box .mk.gb { background: #b3261e; }
.w18-box .mk.us { background: #1f4e9c; }
.w18-box .mk.pair { background: #2e7d32; }
.w18-box.bd, .w18-band.bd { background: #f2b8b2; }
.w18-box.bm, .w18-band.bm { background: #f9dcd8; }
.w18-box.sq, .w18-band.sq { background: #ece6d6; }
.w18-box.am, .w18-band.am { background: #d7e2f5; }
.w18-box.ad, .w18-band.ad { background: #aec4ea; }
.w18-bands { display: flex; flex-wrap: wrap; gap: 2px 10px; margin-top: 2px; font-size: 11px; color: #333; }
.w18-bandkey { white-space: nowrap; }
.w18-sw { display: inline-block; width: 10px; height: 10px; border: 1px solid #9a8f76; border-radius: 2px; margin-right: 3px; vertical-align: -1px; }
.w18-sw.bd { background: #f2b8b2; } .w18-sw.bm { background: #f9dcd8; } .w18-sw.sq { background: #ece6d6; } .w18-sw.am { background: #d7e2f5; } .w18-sw.ad { background: #aec4ea; }
.w18-band { flex-basis: 0; width: 0; font-size: 10px; text-align: center; padding: 1px 0; border-radius: 2px; color: #333; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.w18-prompt { font-weight: 600; margin: 6px 0; padding: 6px 10px; border-radius: 6px; background: #ece6d6; }
.w18-prompt.mine { background: #fff3c4; border-left: 5px solid #f59f00; }
.w18-main { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.w18-mapcol { flex: 1 1 520px; min-width: 0; }
.w18-panel { flex: 0 1 310px; min-width: 260px; }
.w18-mapwrap { position: relative; }
.w18-zoom { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 4px; }
.w18-zoom button { min-height: 30px; padding: 2px 10px; font-size: 13px; }
.w18-map { width: 100%; height: clamp(320px, 68vh, 860px); display: block; background: #a9cbe3; border-radius: 6px; touch-action: none; user-select: none; cursor: grab; }
.w18-map .target { cursor: pointer; }
.w18-map .w18-place, .w18-map .w18-stack { cursor: pointer; }
.w18-target circle { animation: w18pulse 1.4s ease-in-out infinite; }
.w18 :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.w18-map [tabindex="0"]:focus-visible { outline: none; }
.w18-map .w18-target:focus-visible circle { stroke: #0b3d91; stroke-width: 7; fill-opacity: 0.6; animation: none; }
.w18-map .w18-zone:focus-visible, .w18-map .w18-road:focus-visible { stroke: #0b3d91; stroke-width: 7; }
.w18-map .w18-stack:focus-visible rect { stroke: #0b3d91; stroke-width: 4; }
.w18-prompt:focus { outline: none; }
.w18-prompt:focus-visible { outline: 3px solid #0b57d0; }
@keyframes w18pulse { 50% { stroke-width: 6; fill-opacity: 0.55; } }
.w18-menu { position: sticky; top: 4px; z-index: 5; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; border: 2px solid #f59f00; }
.w18-menu strong { width: 100%; }
.w18-panel .card { padding: 8px 12px; margin-bottom: 8px; }
.w18-panel h3 { margin: 2px 0 6px; font-size: 15px; }
.w18-group { margin: 6px 0; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.w18-group button { min-height: 30px; padding: 3px 10px; }
.w18-group button.on { background: #ffe066; }
.w18-end { font-weight: 700; border-color: #333; }
.w18-sole { background: #ffe066; border: 2px solid #c77700; }
.w18-all summary { cursor: pointer; color: #555; font-size: 13px; }
.w18-alllist { max-height: 220px; overflow: auto; display: flex; flex-direction: column; gap: 2px; margin-top: 4px; }
.w18-alllist button { text-align: left; min-height: 26px; padding: 2px 8px; font-size: 12.5px; }
.w18-opsline, .w18-moverline { margin: 0 0 4px; }
.w18-wild { margin: 4px 0; padding-left: 1.2em; font-size: 12.5px; color: #6a3b00; }
.w18-attacks { color: #8b1a1a; list-style: none; padding-left: 0; }
.w18-stackbody { font-size: 13px; }
.w18-leader { margin: 1px 0; }
.w18-cmdr { color: #0a6b2b; font-weight: 700; font-size: 12px; }
.w18-units { display: flex; flex-wrap: wrap; gap: 3px; margin: 2px 0; }
.w18-unit { background: #f1ede2; border-radius: 4px; padding: 0 5px; font-size: 12.5px; }
.w18-details { position: relative; }
.w18-close { position: absolute; right: 6px; top: 6px; min-height: 26px; padding: 0 8px; }
.w18-stackcard { border-left: 5px solid #999; padding: 2px 8px; margin: 6px 0; background: #fbfaf6; }
.w18-stackcard.gb { border-color: #b3261e; }
.w18-stackcard.us { border-color: #1f4e9c; }
.w18-stackhead { font-weight: 700; }
.w18-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(135px, 1fr)); gap: 5px; }
.w18-card { border: 2px solid #bbb; border-radius: 8px; padding: 5px 7px; background: #fffdf6; display: flex; flex-direction: column; gap: 3px; opacity: .8; }
.w18-card.live { opacity: 1; border-color: #f59f00; }
.w18-card.gb { border-top: 6px solid #b3261e; }
.w18-card.us { border-top: 6px solid #1f4e9c; }
.w18-card.either { border-top: 6px solid #7a6a3a; }
.w18-card-top { display: flex; gap: 6px; align-items: center; }
.w18-ops { flex: 0 0 auto; width: 24px; height: 24px; border-radius: 12px; background: #23364a; color: #fff; font-weight: 800; display: flex; align-items: center; justify-content: center; font-size: 15px; }
.w18-card-title { font-weight: 700; font-size: 12.5px; line-height: 1.15; }
.w18-card-side { font-size: 11px; color: #666; }
.w18-card-text { font-size: 11.5px; line-height: 1.25; color: #333; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; cursor: zoom-in; }
.w18-card-text.open { display: block; -webkit-line-clamp: unset; cursor: zoom-out; }
.w18-card-why { font-size: 10.5px; color: #8a4b00; font-style: italic; }
.w18-card-btns { display: flex; gap: 4px; margin-top: auto; }
.w18-card-btns button { flex: 1 1 0; min-height: 30px; padding: 2px 2px; font-size: 12px; white-space: nowrap; }
.lang-ja .w18-card-btns button { font-size: 11px; letter-spacing: -0.03em; }
.w18-card.live .w18-card-btns button:not([disabled]) { background: #fff3c4; border-color: #c77700; font-weight: 700; }
.w18-counts p { margin: 2px 0; }
.w18-force summary, .w18-ports summary { cursor: pointer; }
.w18-force h4, .w18-ports h4 { margin: 8px 0 3px; font-size: 13.5px; }
.w18-force-side.gb h4 { color: #b3261e; }
.w18-force-side.us h4 { color: #1f4e9c; }
.w18-force-row { display: block; width: 100%; text-align: left; min-height: 0; padding: 3px 6px; margin: 2px 0; font-size: 12.5px; border-color: #ddd; }
.w18-chip { display: inline-block; min-width: 22px; text-align: center; color: #fff; border-radius: 3px; font-weight: 700; padding: 0 3px; }
.w18-chip.gb { background: #b3261e; }
.w18-chip.us { background: #1f4e9c; }
.w18-ports ul { padding-left: 1.1em; margin: 2px 0; font-size: 12.5px; }
.w18-ports p { margin: 2px 0; font-size: 12.5px; }
.w18-ports button.link, .w18-lake h4 button.link { min-height: 0; padding: 0; font-weight: 700; background: none; border: none; text-decoration: underline; cursor: pointer; }
.w18-rolls .w18-roll { font-size: 12.5px; margin: 4px 0; padding: 3px 6px; background: #f7f3ea; border-radius: 4px; }
.w18-rolls .w18-roll.battle { border-left: 4px solid #8b1a1a; }
.w18-rolls ul { padding-left: 1.2em; font-size: 12.5px; }
.w18-legend { font-size: 12.5px; margin-top: 4px; }
.w18-legend summary { cursor: pointer; }
.w18-legend ul { padding-left: 1.2em; margin: 4px 0; }
.w18-legend .sw { display: inline-block; width: 26px; height: 3px; vertical-align: middle; }
.w18-legend .sw.dash { height: 0; border-top: 2px dashed; }
.w18-legend .sw.dot { height: 0; border-top: 3px dotted; }
@media (max-width: 700px) {
  .w18-box .mk { font-size: 8px; padding: 0 1px; }
  .w18-panel { flex-basis: 100%; }
  .w18-map { height: 62vh; }
  .w18-panel { max-width: none; }
  .w18-turn-grid td { min-width: 30px; padding: 1px 2px; }
  .w18-band { font-size: 8.5px; }
}
`;
