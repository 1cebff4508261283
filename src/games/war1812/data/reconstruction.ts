/**
 * The War of 1812 map pack written as compact tables (maintainers only). `write-pack.ts` turns it into
 * war1812.pack.json, which is the file the game and players use (and may hand-correct). Every chart entry of
 * rules/004 is marked `chart`; real places and people are `fact` (lat/lon are the real positions); terrain,
 * location types, forts, ports, connections, leader values, set-up beyond the chart and arrivals are `design`.
 * docs/war1812-data.md is generated from the pack (write-data-doc.ts) and gives the reasons.
 */
import type {
  ArrivalData, ConnectionData, LeaderData, LocationType, Owner, Route, SetupData, SpaceData, Terrain, TribeData,
  UnitType, War1812Pack,
} from './types.js';

type Region = SpaceData['region'];
type Extra = Partial<Pick<SpaceData, 'fort' | 'lakePort' | 'portCost' | 'coast' | 'supplySource' | 'star' | 'tribe' | 'westernWilderness'>>;

/** The places the charts name (rules/004): British start places L274-278, Indians L136, the river runs L50-56. */
export const CHART_PLACES: Record<string, string> = {
  'georgian-bay': 'chart L274 British start place "Georgian Bay"',
  amherstburg: 'chart L274 British start place "Amherstburg"',
  'fort-erie': 'chart L274 British start place "Lake Erie" (drawn as the Fort Erie shore space)',
  queenston: 'chart L274 British start place "Queenston"',
  york: 'chart L276 British start place "York"',
  kingston: 'chart L276 British start place "Kingston" (and the port chart, L288)',
  montreal: 'chart L276 British start place "Montreal"',
  quebec: 'chart L278 British start place "Quebec" (and the Napoleon reinforcements, L302)',
  'new-brunswick': 'chart L278 British start place "New Brunswick"',
  'nova-scotia': 'chart L278 British start place "Nova Scotia"',
  mobile: 'chart L278 British start place "Mobile"',
  'fort-mackinac': 'chart L136 Indians raised only while "Ft. Mackinac" is British',
  pittsburgh: 'chart L50 Ohio run from "Pittsburgh"',
  'fort-massac': 'chart L50 Ohio run to "Ft. Massac"',
  'fort-jefferson': 'chart L50 Ohio run to "Ft. Jefferson"',
  'st-louis': 'chart L54 Mississippi run from "St. Louis"',
  'new-orleans': 'chart L54 Mississippi run to "New Orleans"',
};

// [id, name, nameJa, lat, lon, terrain, owner, location, region, extra, source of the place]
type Row = [string, string, string, number, number, Terrain, Owner, LocationType | null, Region, Extra, string];

const E = 'lake-erie';
const O = 'lake-ontario';
const CH = 'lake-champlain';

const LAND: Row[] = [
  // ---- Upper Canada
  ['georgian-bay', 'Georgian Bay', 'ジョージアン湾', 44.75, -79.9, 'wilderness', 'british', 'frontier', 'canada', {}, 'Nottawasaga/Penetanguishene, the British route to the upper lakes'],
  ['amherstburg', 'Amherstburg', 'アマーストバーグ', 42.10, -83.11, 'frontier', 'british', 'frontier', 'canada', { fort: 1, lakePort: E, portCost: 0 }, 'Fort Malden and the Provincial Marine yard on the Detroit River'],
  ['moraviantown', 'Moraviantown (Thames)', 'モラヴィアンタウン', 42.56, -81.88, 'frontier', 'british', 'frontier', 'canada', {}, 'Battle of the Thames, 5 Oct 1813'],
  ['long-point', 'Long Point', 'ロング・ポイント', 42.78, -80.25, 'frontier', 'british', 'country', 'canada', {}, 'Port Dover/Talbot settlement on the Lake Erie north shore'],
  ['fort-erie', 'Lake Erie (Fort Erie)', 'エリー湖（フォート・エリー）', 42.90, -78.92, 'settled', 'british', 'fort', 'canada', { fort: 1, lakePort: E, portCost: 2 }, 'Fort Erie at the head of the Niagara River'],
  ['queenston', 'Queenston (Ft. George)', 'クイーンストン', 43.16, -79.05, 'settled', 'british', 'country', 'canada', { fort: 1, star: true }, 'Queenston Heights and Fort George at Newark'],
  ['burlington-heights', 'Burlington Heights', 'バーリントン・ハイツ', 43.27, -79.88, 'settled', 'british', 'country', 'canada', {}, 'Head of the Lake; Stoney Creek, 6 Jun 1813'],
  ['york', 'York', 'ヨーク', 43.65, -79.38, 'settled', 'british', 'minor', 'canada', { fort: 1, lakePort: O, portCost: 1, star: true }, 'capital of Upper Canada (Toronto)'],
  ['kingston', 'Kingston', 'キングストン', 44.23, -76.48, 'settled', 'british', 'minor', 'canada', { fort: 1, lakePort: O, portCost: 0, star: true }, 'Royal Navy base of Lake Ontario'],
  ['prescott', 'Prescott', 'プレスコット', 44.71, -75.51, 'settled', 'british', 'country', 'canada', {}, 'Fort Wellington (built 1813)'],
  ['cornwall', 'Cornwall', 'コーンウォール', 45.02, -74.73, 'settled', 'british', 'country', 'canada', {}, "Crysler's Farm (11 Nov 1813) lies between Prescott and Cornwall"],
  // ---- Lower Canada
  ['montreal', 'Montreal', 'モントリオール', 45.50, -73.57, 'settled', 'british', 'major', 'canada', { star: true }, 'largest town of Lower Canada'],
  ['chateauguay', 'Chateauguay', 'シャトーゲー', 45.36, -73.75, 'settled', 'british', 'country', 'canada', {}, 'Battle of the Chateauguay, 26 Oct 1813'],
  ['isle-aux-noix', 'Isle aux Noix', 'イル・オ・ノワ', 45.12, -73.27, 'settled', 'british', 'fort', 'canada', { fort: 1, lakePort: CH, portCost: 1 }, 'British fort and yard on the Richelieu below Lake Champlain'],
  ['trois-rivieres', 'Trois-Rivieres', 'トロワ・リヴィエール', 46.35, -72.55, 'settled', 'british', 'country', 'canada', {}, 'St. Lawrence town between Montreal and Quebec'],
  ['quebec', 'Quebec', 'ケベック', 46.81, -71.21, 'settled', 'british', 'major', 'canada', { fort: 2, supplySource: 'british', coast: 'sea-maritimes' }, 'capital of British North America'],
  // ---- Maritimes
  ['madawaska', 'Madawaska (Grand Portage)', 'マダワスカ', 47.36, -68.33, 'wilderness', 'british', null, 'maritimes', {}, 'the Temiscouata portage the 104th Foot marched in winter 1813'],
  ['new-brunswick', 'New Brunswick (Saint John)', 'ニュー・ブランズウィック', 45.27, -66.06, 'settled', 'british', 'minor', 'maritimes', { fort: 1, coast: 'sea-maritimes' }, 'Saint John, chief town of New Brunswick'],
  ['nova-scotia', 'Nova Scotia (Halifax)', 'ノヴァ・スコシア', 44.65, -63.57, 'settled', 'british', 'minor', 'maritimes', { fort: 2, supplySource: 'british', coast: 'sea-maritimes' }, 'Halifax, Royal Navy North American station'],
  // ---- New England and Maine
  ['eastport', 'Eastport (Moose Island)', 'イーストポート', 44.91, -66.99, 'frontier', 'american', 'country', 'us', { coast: 'sea-maritimes' }, 'Fort Sullivan, taken by the British 11 Jul 1814'],
  ['castine', 'Castine (Penobscot)', 'カスティーン', 44.39, -68.80, 'frontier', 'american', 'country', 'us', { coast: 'sea-new-england' }, 'taken by the British 1 Sep 1814'],
  ['portland', 'Portland', 'ポートランド', 43.66, -70.26, 'settled', 'american', 'minor', 'us', { coast: 'sea-new-england' }, 'Maine (District of Massachusetts), 7,169 inhabitants in 1810'],
  ['concord', 'Concord (New Hampshire)', 'コンコード', 43.21, -71.54, 'settled', 'american', 'country', 'us', {}, 'capital of New Hampshire'],
  ['boston', 'Boston', 'ボストン', 42.36, -71.06, 'settled', 'american', 'major', 'us', { fort: 1, supplySource: 'american', coast: 'sea-new-england' }, '33,787 inhabitants in 1810'],
  ['providence', 'Providence', 'プロヴィデンス', 41.82, -71.41, 'settled', 'american', 'minor', 'us', { coast: 'sea-new-england' }, '10,071 inhabitants in 1810'],
  ['new-london', 'New London', 'ニュー・ロンドン', 41.35, -72.10, 'settled', 'american', 'country', 'us', { coast: 'sea-new-england' }, "Decatur's squadron blockaded there from Jun 1813"],
  // ---- New York and Vermont
  ['burlington', 'Burlington (Vermont)', 'バーリントン', 44.48, -73.21, 'settled', 'american', 'country', 'us', { lakePort: CH, portCost: 0 }, 'US Lake Champlain sloops 1812; Vergennes yard 1814'],
  ['plattsburgh', 'Plattsburgh', 'プラッツバーグ', 44.70, -73.45, 'frontier', 'american', 'country', 'us', { lakePort: CH, portCost: 2, star: true }, 'Battle of Plattsburgh, 11 Sep 1814'],
  ['ticonderoga', 'Ticonderoga', 'タイコンデロガ', 43.85, -73.39, 'settled', 'american', 'fort', 'us', { lakePort: CH, portCost: 3 }, 'old fort at the south end of Lake Champlain (Whitehall yard)'],
  ['albany', 'Albany', 'オールバニ', 42.65, -73.75, 'settled', 'american', 'minor', 'us', {}, '10,762 inhabitants in 1810; Dearborn\'s headquarters'],
  ['utica', 'Utica', 'ユーティカ', 43.10, -75.23, 'settled', 'american', 'country', 'us', {}, 'Mohawk valley depot'],
  ['sacketts-harbour', "Sackett's Harbour", 'サケッツ・ハーバー', 43.95, -76.12, 'frontier', 'american', 'country', 'us', { fort: 1, lakePort: O, portCost: 0, star: true }, 'US Navy base of Lake Ontario'],
  ['ogdensburg', 'Ogdensburg', 'オグデンズバーグ', 44.69, -75.49, 'frontier', 'american', 'country', 'us', {}, 'raided 22 Feb 1813'],
  ['oswego', 'Ft. Oswego', 'フォート・オスウィーゴ', 43.46, -76.51, 'frontier', 'american', 'fort', 'us', { fort: 1, lakePort: O, portCost: 3 }, 'Fort Ontario at Oswego, raided 6 May 1814'],
  ['canandaigua', 'Canandaigua', 'カナンデイグア', 42.89, -77.28, 'frontier', 'american', 'country', 'us', {}, 'Genesee country town'],
  ['batavia', 'Batavia', 'バタヴィア', 43.00, -78.19, 'frontier', 'american', 'country', 'us', {}, 'Holland Land Company town behind the Niagara frontier'],
  ['buffalo', 'Buffalo (Black Rock)', 'バッファロー', 42.89, -78.88, 'frontier', 'american', 'country', 'us', { lakePort: E, portCost: 1 }, 'Black Rock navy yard; burned 30 Dec 1813'],
  ['lewiston', 'Lewiston (Ft. Niagara)', 'ルイストン', 43.17, -79.04, 'frontier', 'american', 'fort', 'us', { fort: 1 }, 'Fort Niagara and the Lewiston crossing'],
  // ---- Middle Atlantic and the Chesapeake
  ['new-york', 'New York', 'ニューヨーク', 40.71, -74.01, 'settled', 'american', 'major', 'us', { fort: 1, supplySource: 'american', coast: 'sea-new-york' }, '96,373 inhabitants in 1810'],
  ['philadelphia', 'Philadelphia', 'フィラデルフィア', 39.95, -75.17, 'settled', 'american', 'major', 'us', { supplySource: 'american', coast: 'sea-new-york' }, '53,722 inhabitants in 1810 (the city proper; 87,303 with the suburbs)'],
  ['harrisburg', 'Harrisburg', 'ハリスバーグ', 40.27, -76.88, 'settled', 'american', 'country', 'us', {}, 'Susquehanna crossing of the Pennsylvania road'],
  ['bedford', 'Bedford', 'ベッドフォード', 40.02, -78.50, 'frontier', 'american', 'country', 'us', {}, 'Pennsylvania road over the Alleghenies'],
  ['pittsburgh', 'Pittsburgh', 'ピッツバーグ', 40.44, -80.00, 'frontier', 'american', 'minor', 'us', {}, '4,768 inhabitants in 1810; arsenal and boatyards at the head of the Ohio'],
  ['baltimore', 'Baltimore', 'ボルティモア', 39.29, -76.61, 'settled', 'american', 'major', 'us', { fort: 1, supplySource: 'american', coast: 'sea-chesapeake' }, '46,555 inhabitants in 1810; Fort McHenry'],
  ['washington', 'Washington', 'ワシントン', 38.89, -77.03, 'settled', 'american', 'minor', 'us', { fort: 1, coast: 'sea-chesapeake', star: true }, 'capital, 8,208 inhabitants in 1810; Fort Warburton on the Potomac'],
  ['richmond', 'Richmond', 'リッチモンド', 37.54, -77.43, 'settled', 'american', 'minor', 'us', {}, '9,735 inhabitants in 1810'],
  ['norfolk', 'Norfolk', 'ノーフォーク', 36.85, -76.29, 'settled', 'american', 'minor', 'us', { fort: 1, coast: 'sea-chesapeake' }, '9,193 inhabitants in 1810; Craney Island, 22 Jun 1813'],
  // ---- Lake Erie shore and Ohio
  ['presque-isle', 'Presque Isle (Erie)', 'プレスク・アイル', 42.13, -80.09, 'frontier', 'american', 'country', 'us', { lakePort: E, portCost: 2 }, "Perry's yard, 1813"],
  ['cleveland', 'Cleveland', 'クリーブランド', 41.50, -81.69, 'frontier', 'american', 'frontier', 'northwest', {}, 'Western Reserve village on Lake Erie'],
  ['lower-sandusky', 'Lower Sandusky (Ft. Stephenson)', 'ロウアー・サンダスキー', 41.35, -83.12, 'frontier', 'american', 'fort', 'northwest', {}, 'Fort Stephenson, 2 Aug 1813'],
  ['fort-meigs', 'Ft. Meigs (Maumee Rapids)', 'フォート・メイグス', 41.55, -83.65, 'frontier', 'american', 'fort', 'northwest', {}, 'built Feb 1813; sieges May and Jul 1813'],
  ['frenchtown', 'Frenchtown (River Raisin)', 'フレンチタウン', 41.92, -83.38, 'frontier', 'american', 'frontier', 'northwest', {}, 'River Raisin, 22 Jan 1813'],
  ['detroit', 'Detroit', 'デトロイト', 42.33, -83.05, 'frontier', 'american', 'frontier', 'northwest', { fort: 1, star: true }, 'Fort Detroit, surrendered 16 Aug 1812'],
  ['urbana', 'Urbana', 'アーバナ', 40.11, -83.75, 'frontier', 'american', 'country', 'northwest', {}, "start of Hull's road to Detroit, 1812"],
  ['chillicothe', 'Chillicothe', 'チリコシ', 39.33, -82.98, 'settled', 'american', 'country', 'northwest', {}, 'capital of Ohio'],
  ['marietta', 'Marietta', 'マリエッタ', 39.42, -81.45, 'settled', 'american', 'country', 'northwest', {}, 'Ohio River town'],
  ['cincinnati', 'Cincinnati', 'シンシナティ', 39.10, -84.51, 'settled', 'american', 'country', 'northwest', {}, '2,540 inhabitants in 1810'],
  // ---- Old Northwest and the West
  ['fort-mackinac', 'Ft. Mackinac', 'フォート・マキナック', 45.85, -84.62, 'wilderness', 'american', 'frontier', 'northwest', { fort: 1, star: true }, 'Michilimackinac, taken by the British 17 Jul 1812'],
  ['green-bay', 'Green Bay', 'グリーン・ベイ', 44.52, -88.02, 'wilderness', 'american', 'frontier', 'west', { westernWilderness: true }, 'La Baye fur-trade post'],
  ['prairie-du-chien', 'Prairie du Chien', 'プレーリー・デュ・シーン', 43.05, -91.14, 'wilderness', 'american', 'frontier', 'west', { westernWilderness: true }, 'Fort Shelby, taken by the British 20 Jul 1814'],
  ['rock-river', 'Saukenuk (Rock River)', 'ソーケナック', 41.48, -90.57, 'wilderness', 'native', 'frontier', 'west', { westernWilderness: true, tribe: 'sauk' }, "Sauk town at the Rock River mouth; Black Hawk's home"],
  ['fort-dearborn', 'Ft. Dearborn (Chicago)', 'フォート・ディアボーン', 41.89, -87.62, 'wilderness', 'american', 'fort', 'west', { fort: 1, westernWilderness: true }, 'evacuated and destroyed 15 Aug 1812'],
  ['st-joseph', 'St. Joseph (Potawatomi towns)', 'セント・ジョセフ', 41.83, -86.25, 'wilderness', 'native', 'frontier', 'northwest', { tribe: 'potawatomi', westernWilderness: true }, 'Potawatomi villages on the St. Joseph River'],
  ['fort-wayne', 'Ft. Wayne', 'フォート・ウェイン', 41.08, -85.14, 'wilderness', 'american', 'fort', 'northwest', { fort: 1 }, 'besieged Sep 1812'],
  ['prophetstown', 'Prophetstown', 'プロフェッツタウン', 40.46, -86.85, 'wilderness', 'native', 'frontier', 'northwest', { tribe: 'shawnee' }, "Tenskwatawa's town; Tippecanoe, 7 Nov 1811"],
  ['fort-harrison', 'Ft. Harrison', 'フォート・ハリソン', 39.47, -87.41, 'frontier', 'american', 'fort', 'northwest', { fort: 1 }, 'defended by Zachary Taylor, Sep 1812'],
  ['vincennes', 'Vincennes', 'ヴィンセンズ', 38.68, -87.53, 'frontier', 'american', 'country', 'northwest', {}, 'capital of Indiana Territory'],
  ['louisville', 'Louisville', 'ルイビル', 38.25, -85.76, 'settled', 'american', 'country', 'northwest', {}, 'Falls of the Ohio'],
  ['kaskaskia', 'Kaskaskia', 'カスカスキア', 37.92, -89.91, 'frontier', 'american', 'country', 'west', {}, 'capital of Illinois Territory'],
  ['st-louis', 'St. Louis', 'セント・ルイス', 38.63, -90.20, 'frontier', 'american', 'country', 'west', {}, 'Missouri Territory; Fort Belle Fontaine'],
  ['fort-massac', 'Ft. Massac', 'フォート・マサック', 37.15, -88.71, 'frontier', 'american', 'fort', 'west', { fort: 1 }, 'US fort on the lower Ohio'],
  ['fort-jefferson', 'Ft. Jefferson', 'フォート・ジェファーソン', 36.97, -89.13, 'frontier', 'american', 'fort', 'west', {}, 'site of the 1780 fort on the Mississippi below the Ohio mouth'],
  // ---- Kentucky, Tennessee and the South
  ['lexington', 'Lexington (Kentucky)', 'レキシントン', 38.04, -84.50, 'settled', 'american', 'country', 'south', {}, '4,326 inhabitants in 1810, largest town of Kentucky'],
  ['nashville', 'Nashville', 'ナッシュビル', 36.16, -86.78, 'frontier', 'american', 'country', 'south', {}, "Jackson's Tennessee volunteers"],
  ['knoxville', 'Knoxville', 'ノックスビル', 35.96, -83.92, 'frontier', 'american', 'country', 'south', {}, 'East Tennessee'],
  ['raleigh', 'Raleigh', 'ローリー', 35.78, -78.64, 'settled', 'american', 'country', 'south', {}, 'capital of North Carolina'],
  ['wilmington', 'Wilmington (N.C.)', 'ウィルミントン', 34.23, -77.94, 'settled', 'american', 'country', 'south', { coast: 'sea-carolina' }, 'Cape Fear port'],
  ['charleston', 'Charleston', 'チャールストン', 32.78, -79.93, 'settled', 'american', 'major', 'south', { fort: 1, supplySource: 'american', coast: 'sea-carolina' }, '24,711 inhabitants in 1810, fifth city of the US'],
  ['augusta', 'Augusta', 'オーガスタ', 33.47, -81.97, 'settled', 'american', 'country', 'south', {}, 'Savannah River town'],
  ['savannah', 'Savannah', 'サヴァンナ', 32.08, -81.09, 'settled', 'american', 'minor', 'south', { coast: 'sea-carolina' }, '5,215 inhabitants in 1810'],
  ['fort-hawkins', 'Ft. Hawkins', 'フォート・ホーキンス', 32.85, -83.60, 'frontier', 'american', 'fort', 'south', { fort: 1 }, 'Georgia fort on the Creek boundary (Macon)'],
  ['coweta', 'Coweta (Lower Creeks)', 'コウェタ', 32.35, -84.98, 'indian', 'native', null, 'south', {}, 'Lower Creek towns on the Chattahoochee'],
  ['horseshoe-bend', 'Horseshoe Bend (Tohopeka)', 'ホースシュー・ベンド', 32.97, -85.74, 'indian', 'native', 'frontier', 'south', { tribe: 'creek' }, 'Red Stick stronghold, 27 Mar 1814'],
  ['talladega', 'Talladega (Upper Creeks)', 'タラデガ', 33.43, -86.10, 'indian', 'native', null, 'south', {}, 'Talladega, 9 Nov 1813'],
  ['cherokee', 'Cherokee Nation', 'チェロキー族地域', 34.54, -84.91, 'indian', 'native', null, 'south', {}, 'Cherokee country (New Echota); allies of the US in 1813-14'],
  ['chickasaw', 'Chickasaw Nation', 'チカソー族地域', 34.26, -88.70, 'indian', 'native', null, 'south', {}, 'Chickasaw country on the Natchez Trace'],
  ['choctaw', 'Choctaw Nation', 'チョクトー族地域', 32.60, -88.90, 'indian', 'native', null, 'south', {}, 'Choctaw country; Pushmataha sided with the US'],
  ['fort-mims', 'Ft. Mims', 'フォート・ミムズ', 31.17, -87.84, 'frontier', 'american', 'fort', 'south', { fort: 1 }, 'stockade taken by the Red Sticks, 30 Aug 1813'],
  ['mobile', 'Mobile', 'モービル', 30.69, -88.04, 'frontier', 'british', 'country', 'florida', { fort: 1, coast: 'sea-gulf' }, 'Spanish Fort Charlotte until Apr 1813; British attack on Fort Bowyer 1814-15'],
  ['pensacola', 'Pensacola', 'ペンサコーラ', 30.42, -87.22, 'frontier', 'spanish', 'country', 'florida', { fort: 1, coast: 'sea-gulf' }, 'Spanish West Florida; British base 1814'],
  ['natchez', 'Natchez', 'ナチェズ', 31.56, -91.40, 'frontier', 'american', 'country', 'south', {}, 'Mississippi Territory, end of the Natchez Trace'],
  ['chickasaw-bluffs', 'Chickasaw Bluffs (Ft. Pickering)', 'チカソー・ブラフス', 35.15, -90.05, 'wilderness', 'american', 'fort', 'south', {}, 'Fort Pickering (Memphis)'],
  ['baton-rouge', 'Baton Rouge', 'バトン・ルージュ', 30.45, -91.19, 'settled', 'american', 'country', 'south', {}, 'annexed West Florida, 1810'],
  ['new-orleans', 'New Orleans', 'ニュー・オリンズ', 29.95, -90.07, 'settled', 'american', 'minor', 'south', { fort: 1, coast: 'sea-gulf', star: true }, '17,242 inhabitants in 1810; battle 8 Jan 1815'],
];

const LAKES: [string, string, string, number, number][] = [
  ['lake-erie', 'Lake Erie', 'エリー湖', 42.2, -81.3],
  ['lake-ontario', 'Lake Ontario', 'オンタリオ湖', 43.65, -77.8],
  ['lake-champlain', 'Lake Champlain', 'シャンプレーン湖', 44.55, -73.33],
];

const SEAS: [string, string, string, number, number][] = [
  ['sea-maritimes', 'Gulf of Maine and the Maritimes', 'メイン湾・沿海州沖', 43.4, -65.5],
  ['sea-new-england', 'New England coast', 'ニューイングランド沖', 41.6, -69.0],
  ['sea-new-york', 'New York Bight and Delaware', 'ニューヨーク湾沖', 39.2, -72.6],
  ['sea-chesapeake', 'Chesapeake approaches', 'チェサピーク沖', 36.9, -74.6],
  ['sea-carolina', 'Carolina and Georgia coast', 'カロライナ沖', 32.3, -78.2],
  ['sea-gulf', 'Gulf of Mexico', 'メキシコ湾', 28.9, -88.6],
];

// [a, b, route, dotted?] ; the source is derived from the route
type Link = [string, string, Route, ('dotted' | '')?, string?];
const LINKS: Link[] = [
  // Upper Canada
  ['amherstburg', 'detroit', 'water', '', 'Detroit River crossing'],
  ['amherstburg', 'moraviantown', 'frontier', '', 'Thames road'],
  ['moraviantown', 'long-point', 'frontier', '', 'Talbot Road'],
  ['moraviantown', 'burlington-heights', 'frontier', '', "Procter's line of retreat"],
  ['long-point', 'fort-erie', 'frontier'],
  ['long-point', 'burlington-heights', 'frontier'],
  ['fort-erie', 'queenston', 'settled', '', 'Niagara portage road'],
  ['fort-erie', 'buffalo', 'water', '', 'Niagara River crossing'],
  ['queenston', 'lewiston', 'water', '', 'Niagara River crossing'],
  ['queenston', 'burlington-heights', 'settled'],
  ['burlington-heights', 'york', 'settled', '', 'Dundas Street'],
  ['york', 'kingston', 'frontier', '', 'Kingston road'],
  ['york', 'georgian-bay', 'frontier', '', 'Yonge Street and Lake Simcoe'],
  ['kingston', 'prescott', 'water', '', 'St. Lawrence'],
  ['prescott', 'cornwall', 'water', '', 'St. Lawrence'],
  ['prescott', 'ogdensburg', 'water', '', 'St. Lawrence crossing'],
  ['cornwall', 'montreal', 'water', '', 'St. Lawrence'],
  ['montreal', 'trois-rivieres', 'water', '', 'St. Lawrence'],
  ['trois-rivieres', 'quebec', 'water', '', 'St. Lawrence'],
  ['montreal', 'chateauguay', 'settled'],
  ['montreal', 'isle-aux-noix', 'settled', '', 'La Prairie-St. Johns road'],
  ['chateauguay', 'plattsburgh', 'frontier', '', "Hampton's route via Four Corners"],
  ['isle-aux-noix', 'plattsburgh', 'frontier', '', 'Lacolle road'],
  ['quebec', 'madawaska', 'frontier', '', 'Temiscouata portage'],
  ['madawaska', 'new-brunswick', 'water', '', 'Saint John River'],
  ['new-brunswick', 'nova-scotia', 'frontier', '', 'Chignecto isthmus'],
  ['new-brunswick', 'eastport', 'water', '', 'Passamaquoddy Bay'],
  // New England
  ['eastport', 'castine', 'frontier'],
  ['castine', 'portland', 'settled'],
  ['portland', 'boston', 'settled'],
  ['portland', 'concord', 'settled'],
  ['concord', 'boston', 'settled'],
  ['concord', 'burlington', 'frontier'],
  ['burlington', 'ticonderoga', 'frontier'],
  ['ticonderoga', 'plattsburgh', 'frontier'],
  ['ticonderoga', 'albany', 'settled', '', 'Saratoga road'],
  ['albany', 'boston', 'settled'],
  ['boston', 'providence', 'stage', '', 'Boston Post Road'],
  ['providence', 'new-london', 'stage', '', 'Boston Post Road'],
  ['new-london', 'new-york', 'stage', '', 'Boston Post Road'],
  ['albany', 'new-york', 'stage', '', 'Albany post road along the Hudson'],
  ['new-york', 'philadelphia', 'stage', '', 'post road'],
  ['philadelphia', 'baltimore', 'stage', '', 'post road'],
  ['baltimore', 'washington', 'stage', '', 'post road'],
  // New York
  ['albany', 'utica', 'water', '', 'Mohawk River'],
  ['utica', 'oswego', 'water', '', 'Wood Creek, Oneida Lake and the Oswego River'],
  ['utica', 'sacketts-harbour', 'frontier'],
  ['utica', 'canandaigua', 'settled', '', 'Genesee road'],
  ['sacketts-harbour', 'oswego', 'frontier'],
  ['sacketts-harbour', 'ogdensburg', 'frontier'],
  ['ogdensburg', 'plattsburgh', 'frontier', '', 'Chateaugay road via French Mills'],
  ['oswego', 'canandaigua', 'frontier'],
  ['canandaigua', 'batavia', 'frontier'],
  ['canandaigua', 'harrisburg', 'frontier', '', 'Susquehanna valley'],
  ['batavia', 'buffalo', 'frontier'],
  ['batavia', 'lewiston', 'frontier', '', 'Ridge road'],
  ['buffalo', 'lewiston', 'frontier'],
  ['buffalo', 'presque-isle', 'frontier'],
  // Pennsylvania, Chesapeake, the Carolinas
  ['philadelphia', 'harrisburg', 'settled', '', 'Lancaster turnpike'],
  ['harrisburg', 'baltimore', 'settled'],
  ['harrisburg', 'bedford', 'settled', '', 'Pennsylvania road'],
  ['bedford', 'pittsburgh', 'frontier', '', 'Forbes road'],
  ['washington', 'richmond', 'settled'],
  ['richmond', 'norfolk', 'water', '', 'James River'],
  ['richmond', 'raleigh', 'settled'],
  ['raleigh', 'wilmington', 'settled'],
  ['wilmington', 'charleston', 'settled'],
  ['charleston', 'savannah', 'settled'],
  ['charleston', 'augusta', 'settled'],
  ['augusta', 'savannah', 'water', '', 'Savannah River'],
  ['augusta', 'fort-hawkins', 'frontier'],
  // Lake Erie shore and Ohio
  ['pittsburgh', 'presque-isle', 'frontier', '', 'French Creek road'],
  ['pittsburgh', 'cleveland', 'frontier'],
  ['presque-isle', 'cleveland', 'frontier'],
  ['cleveland', 'lower-sandusky', 'frontier'],
  ['lower-sandusky', 'fort-meigs', 'frontier'],
  ['lower-sandusky', 'chillicothe', 'frontier', '', "Harrison's line via Upper Sandusky"],
  ['fort-meigs', 'frenchtown', 'frontier'],
  ['frenchtown', 'detroit', 'frontier'],
  ['fort-meigs', 'urbana', 'frontier', '', "Hull's road"],
  ['fort-meigs', 'fort-wayne', 'water', '', 'Maumee River'],
  ['fort-wayne', 'urbana', 'frontier', '', 'St. Marys and Piqua'],
  ['urbana', 'chillicothe', 'settled'],
  ['urbana', 'cincinnati', 'settled', '', 'Dayton'],
  ['chillicothe', 'cincinnati', 'settled'],
  ['chillicothe', 'marietta', 'frontier', '', "Zane's Trace"],
  ['pittsburgh', 'marietta', 'water', '', 'Ohio River'],
  ['marietta', 'cincinnati', 'water', '', 'Ohio River'],
  ['cincinnati', 'louisville', 'water', '', 'Ohio River'],
  ['louisville', 'fort-massac', 'water', '', 'Ohio River'],
  ['fort-massac', 'fort-jefferson', 'water', '', 'Ohio River to the Mississippi'],
  ['cincinnati', 'lexington', 'settled'],
  ['lexington', 'louisville', 'settled'],
  // Old Northwest and the West
  ['louisville', 'vincennes', 'frontier', '', 'Buffalo Trace'],
  ['vincennes', 'fort-harrison', 'water', '', 'Wabash River'],
  ['fort-harrison', 'prophetstown', 'water', '', 'Wabash River (Harrison 1811)'],
  ['vincennes', 'kaskaskia', 'frontier'],
  ['kaskaskia', 'st-louis', 'frontier'],
  ['kaskaskia', 'fort-massac', 'frontier'],
  ['prophetstown', 'fort-wayne', 'trail'],
  ['prophetstown', 'st-joseph', 'trail'],
  ['prophetstown', 'fort-dearborn', 'trail'],
  ['st-joseph', 'fort-dearborn', 'trail'],
  ['st-joseph', 'fort-wayne', 'trail'],
  ['st-joseph', 'detroit', 'trail', '', 'Sauk Trail'],
  ['fort-dearborn', 'rock-river', 'trail'],
  ['green-bay', 'prairie-du-chien', 'trail', '', 'Fox-Wisconsin portage'],
  ['st-louis', 'rock-river', 'water', 'dotted', 'upper Mississippi'],
  ['rock-river', 'prairie-du-chien', 'water', 'dotted', 'upper Mississippi'],
  ['detroit', 'fort-mackinac', 'water', 'dotted', 'Lake St. Clair and Lake Huron'],
  ['georgian-bay', 'fort-mackinac', 'water', 'dotted', 'Georgian Bay and the North Channel'],
  ['fort-mackinac', 'green-bay', 'water', 'dotted', 'Lake Michigan'],
  ['fort-mackinac', 'fort-dearborn', 'water', 'dotted', 'Lake Michigan'],
  ['green-bay', 'fort-dearborn', 'water', 'dotted', 'Lake Michigan west shore'],
  // Mississippi
  ['st-louis', 'fort-jefferson', 'water', '', 'Mississippi'],
  ['fort-jefferson', 'chickasaw-bluffs', 'water', '', 'Mississippi'],
  ['chickasaw-bluffs', 'natchez', 'water', '', 'Mississippi'],
  ['natchez', 'baton-rouge', 'water', '', 'Mississippi'],
  ['baton-rouge', 'new-orleans', 'water', '', 'Mississippi'],
  // Tennessee and the Indian nations
  ['lexington', 'nashville', 'frontier'],
  ['lexington', 'knoxville', 'frontier', '', 'Wilderness Road'],
  ['nashville', 'knoxville', 'frontier'],
  ['nashville', 'fort-massac', 'water', '', 'Cumberland River to the Ohio'],
  ['knoxville', 'cherokee', 'indian'],
  ['cherokee', 'fort-hawkins', 'indian'],
  ['cherokee', 'talladega', 'indian'],
  ['nashville', 'talladega', 'indian', '', "Jackson's route via Fort Deposit and Fort Strother"],
  ['talladega', 'horseshoe-bend', 'indian'],
  ['horseshoe-bend', 'coweta', 'indian'],
  ['coweta', 'fort-hawkins', 'indian', '', 'Federal Road'],
  ['horseshoe-bend', 'fort-mims', 'indian', '', 'Federal Road and the Alabama River'],
  ['horseshoe-bend', 'pensacola', 'indian', '', 'Red Stick supply route (Burnt Corn)'],
  ['fort-mims', 'choctaw', 'indian'],
  ['choctaw', 'chickasaw', 'indian', '', 'Natchez Trace'],
  ['chickasaw', 'nashville', 'indian', '', 'Natchez Trace'],
  ['choctaw', 'natchez', 'indian', '', 'Natchez Trace'],
  ['chickasaw', 'chickasaw-bluffs', 'indian'],
  // Gulf
  ['fort-mims', 'mobile', 'water', '', 'Tensaw and Mobile rivers'],
  ['mobile', 'pensacola', 'frontier'],
  ['mobile', 'new-orleans', 'water', '', 'Mississippi Sound and Lake Pontchartrain'],
];

// lake shores: [space, lake] ; the lake ports come from LAND's lakePort
const SHORES: [string, string][] = [
  ['detroit', E], ['long-point', E], ['cleveland', E], ['lower-sandusky', E],
  ['queenston', O], ['lewiston', O], ['burlington-heights', O],
];

const SEA_LINKS: [string, string][] = [
  ['sea-maritimes', 'sea-new-england'], ['sea-new-england', 'sea-new-york'], ['sea-new-york', 'sea-chesapeake'],
  ['sea-chesapeake', 'sea-carolina'], ['sea-carolina', 'sea-gulf'],
];

const ROUTE_SOURCE: Record<Route, string> = {
  water: 'design: river or lake-shore water route (chart: Water, 1 MP)',
  stage: 'design: a post road of 1812 as a Stage Road (chart: 1 MP)',
  settled: 'design: settled country (chart: Settled Area, 2 MP)',
  frontier: 'design: frontier road (chart: Frontier Road, 2 MP)',
  indian: 'design: into or within a Civilized Indian area (chart: Civilized Indian Boundary, 4 MP)',
  trail: 'design: wilderness trail (chart: Wilderness Trail, Indians, voyageurs and rangers only)',
  lake: 'design: shore space on its lake (squadrons; port chart)',
  sea: 'design: coast to sea zone, or sea zone to sea zone (blockade)',
};

type L = [string, string, string, 'british' | 'american', number, number, number, Partial<Pick<LeaderData, 'indian' | 'naval' | 'nap' | 'year'>>, string];
const LEADERS: L[] = [
  // British, at the start (chart L282-290)
  ['brock', 'Isaac Brock', 'ブロック', 'british', 1, 2, 3, {}, 'Detroit and Queenston Heights, 1812'],
  ['tecumseh', 'Tecumseh', 'テカムセ', 'british', 2, 1, 3, { indian: true }, 'Shawnee war leader, killed at the Thames 1813'],
  ['riall', 'Phineas Riall', 'リオール', 'british', 3, 2, 1, {}, 'beaten at Chippawa 1814'],
  ['sheaffe', 'Roger Sheaffe', 'シーフ', 'british', 3, 2, 2, {}, 'won Queenston Heights, lost York 1813'],
  ['prevost', 'George Prevost', 'プレヴォスト', 'british', 4, 3, 1, {}, 'governor-general; Sackets Harbor 1813 and Plattsburgh 1814'],
  ['mcdouall', 'Robert McDouall', 'マクドゥーアル', 'british', 2, 1, 2, {}, 'held Mackinac 1814'],
  ['barclay', 'Robert Barclay', 'バークレー', 'british', 2, 1, 2, { naval: true }, 'Lake Erie squadron, 1813'],
  ['yeo', 'James Yeo', 'ヨー', 'british', 3, 2, 2, { naval: true }, 'Lake Ontario commodore from May 1813'],
  // British pool
  ['procter', 'Henry Procter', 'プロクター', 'british', 3, 1, 1, {}, 'Frenchtown; the Thames 1813'],
  ['de-salaberry', 'Charles de Salaberry', 'サラベリー', 'british', 2, 1, 3, {}, 'Chateauguay 1813'],
  ['drummond', 'Gordon Drummond', 'ドラモンド', 'british', 2, 3, 2, { year: 1813 }, 'Upper Canada from Dec 1813; Lundy\'s Lane'],
  ['roberts', 'Charles Roberts', 'ロバーツ', 'british', 2, 1, 2, {}, 'took Mackinac 1812'],
  ['vincent', 'John Vincent', 'ヴィンセント', 'british', 3, 1, 2, {}, 'Fort George 1813'],
  ['de-rottenburg', 'Francis de Rottenburg', 'ド・ロッテンバーグ', 'british', 3, 2, 1, {}, 'Upper Canada 1813'],
  ['harvey', 'John Harvey', 'ハーヴェイ', 'british', 1, 1, 3, { year: 1813 }, 'Stoney Creek 1813'],
  ['dickson', 'Robert Dickson', 'ディクソン', 'british', 2, 1, 1, { indian: true }, 'fur trader leading the western tribes'],
  ['roundhead', 'Roundhead', 'ラウンドヘッド', 'british', 2, 1, 2, { indian: true }, 'Wyandot war chief, Frenchtown 1813'],
  ['black-hawk', 'Black Hawk', 'ブラック・ホーク', 'british', 2, 1, 2, { indian: true, year: 1813 }, 'Sauk war leader with the British from 1813'],
  ['ross', 'Robert Ross', 'ロス', 'british', 1, 2, 3, { nap: 1 }, 'Bladensburg and Washington 1814'],
  ['brisbane', 'Thomas Brisbane', 'ブリスベン', 'british', 3, 2, 2, { nap: 1 }, 'Peninsular brigade at Plattsburgh 1814'],
  ['power', 'Manley Power', 'パワー', 'british', 3, 1, 2, { nap: 1 }, 'Peninsular brigade at Plattsburgh 1814'],
  ['robinson', 'Frederick Robinson', 'ロビンソン', 'british', 3, 1, 2, { nap: 1 }, 'Peninsular brigade at Plattsburgh 1814'],
  ['kempt', 'James Kempt', 'ケンプト', 'british', 2, 1, 2, { nap: 1 }, 'Peninsular brigade to Canada 1814'],
  ['cochrane', 'Alexander Cochrane', 'コクラン', 'british', 2, 3, 2, { naval: true, nap: 1 }, 'North American station 1814; commands the invasion fleet (chart L304)'],
  ['wellington', 'Duke of Wellington', 'ウェリントン', 'british', 1, 3, 3, { nap: 1 }, 'offered the American command 1814 (chart L306)'],
  ['pakenham', 'Edward Pakenham', 'パケナム', 'british', 2, 3, 2, { nap: 2 }, 'New Orleans 1815'],
  ['keane', 'John Keane', 'キーン', 'british', 2, 2, 2, { nap: 2 }, 'New Orleans 1814-15'],
  ['gibbs', 'Samuel Gibbs', 'ギブス', 'british', 3, 1, 2, { nap: 2 }, 'New Orleans 1815'],
  ['lambert', 'John Lambert', 'ランバート', 'british', 2, 2, 2, { nap: 2 }, 'New Orleans and Fort Bowyer 1815'],
  // American
  ['hull', 'William Hull', 'ハル', 'american', 4, 2, 1, {}, 'surrendered Detroit 1812'],
  ['dearborn', 'Henry Dearborn', 'ディアボーン', 'american', 4, 3, 1, {}, 'senior major-general 1812-13'],
  ['van-rensselaer', 'Stephen Van Rensselaer', 'ヴァン・レンセラー', 'american', 4, 2, 1, {}, 'New York militia, Queenston Heights 1812'],
  ['smyth', 'Alexander Smyth', 'スマイス', 'american', 4, 1, 1, {}, 'failed Niagara crossing Nov 1812'],
  ['harrison', 'William Henry Harrison', 'ハリソン', 'american', 2, 2, 2, {}, 'Army of the Northwest; the Thames 1813'],
  ['winchester', 'James Winchester', 'ウィンチェスター', 'american', 3, 1, 1, {}, 'beaten at Frenchtown 1813'],
  ['wilkinson', 'James Wilkinson', 'ウィルキンソン', 'american', 4, 3, 1, {}, "New Orleans 1812; Crysler's Farm campaign 1813"],
  ['hampton', 'Wade Hampton', 'ハンプトン', 'american', 4, 2, 1, {}, 'Chateauguay 1813'],
  ['pike', 'Zebulon Pike', 'パイク', 'american', 2, 1, 2, { year: 1813 }, 'killed taking York 1813'],
  ['chandler', 'John Chandler', 'チャンドラー', 'american', 3, 1, 1, { year: 1813 }, 'captured at Stoney Creek 1813'],
  ['winder', 'William Winder', 'ワインダー', 'american', 3, 1, 1, { year: 1813 }, 'Stoney Creek 1813; Bladensburg 1814'],
  ['boyd', 'John Boyd', 'ボイド', 'american', 3, 1, 1, { year: 1813 }, "Crysler's Farm 1813"],
  ['brown', 'Jacob Brown', 'ブラウン', 'american', 1, 2, 3, { year: 1813 }, "Sackett's Harbour 1813; Niagara 1814"],
  ['scott', 'Winfield Scott', 'スコット', 'american', 2, 1, 3, { year: 1813 }, "Fort George 1813; Chippawa and Lundy's Lane 1814"],
  ['ripley', 'Eleazer Ripley', 'リプリー', 'american', 3, 1, 2, { year: 1814 }, 'Fort Erie 1814'],
  ['porter', 'Peter B. Porter', 'ポーター', 'american', 3, 1, 2, { year: 1813 }, 'New York volunteers, Niagara 1813-14'],
  ['izard', 'George Izard', 'イザード', 'american', 3, 2, 2, { year: 1814 }, 'Right Division 1814'],
  ['macomb', 'Alexander Macomb', 'マコーム', 'american', 2, 1, 2, { year: 1813 }, 'Plattsburgh 1814'],
  ['gaines', 'Edmund Gaines', 'ゲインズ', 'american', 2, 1, 2, { year: 1814 }, 'Fort Erie 1814'],
  ['jackson', 'Andrew Jackson', 'ジャクソン', 'american', 1, 2, 3, { year: 1813 }, 'Creek War 1813-14; New Orleans 1815'],
  ['coffee', 'John Coffee', 'コーヒー', 'american', 2, 1, 2, { year: 1813 }, 'Tennessee mounted volunteers'],
  ['chauncey', 'Isaac Chauncey', 'チョーンシー', 'american', 3, 2, 2, { naval: true }, 'Lake Ontario commodore from Oct 1812'],
  ['perry', 'Oliver Hazard Perry', 'ペリー', 'american', 1, 1, 3, { naval: true, year: 1813 }, 'Lake Erie, 10 Sep 1813'],
  ['elliott', 'Jesse Elliott', 'エリオット', 'american', 3, 1, 1, { naval: true, year: 1813 }, 'second at Lake Erie 1813'],
  ['macdonough', 'Thomas Macdonough', 'マクダナー', 'american', 2, 1, 3, { naval: true }, 'Lake Champlain from Oct 1812; Plattsburgh 1814'],
];

type F = [string | undefined, string, string[], Partial<Record<UnitType, number>>, 'chart' | 'design', string];
const BRITISH_FORCES: F[] = [
  ['A', 'amherstburg', ['brock', 'tecumseh'], { regular: 1, militia: 1, indian: 2 }, 'chart', 'chart L282 Expedition A; design: placed at Amherstburg (the force that took Detroit)'],
  ['B', 'queenston', ['riall'], { regular: 1, fencible: 2, militia: 4 }, 'chart', 'chart L284 Expedition B; design: placed at Queenston'],
  ['C', 'york', ['sheaffe'], { regular: 2, militia: 2 }, 'chart', 'chart L286 Expedition C; design: placed at York'],
  ['D', 'montreal', ['prevost'], { regular: 2, militia: 2 }, 'chart', 'chart L286 Expedition D; design: placed at Montreal'],
  ['E', 'georgian-bay', ['mcdouall'], { voyageur: 1, indian: 1 }, 'chart', 'chart L288 Expedition E; design: placed at Georgian Bay'],
  ['ER', 'amherstburg', ['barclay'], { schooner: 1 }, 'chart', 'chart L290 port chart Expedition ER (Lake Erie squadron, home port Amherstburg)'],
  ['ON', 'kingston', ['yeo'], { brig: 1, schooner: 1, gunboat: 1 }, 'chart', 'chart L292 port chart "Kingston in port"; design: marker ON'],
  [undefined, 'fort-erie', [], { militia: 1 }, 'design', 'design: chart L274 "Lake Erie" contents lost; Fort Erie garrison of 1812 (41st detachment and Lincoln militia)'],
  [undefined, 'queenston', [], { artillery: 1 }, 'design', 'design: chart L274 "Queenston" contents lost; Fort George artillery'],
  [undefined, 'kingston', [], { regular: 1, militia: 1 }, 'design', 'design: chart L276 "Kingston" contents lost; Royal Newfoundland Fencibles detachment and Frontenac militia'],
  [undefined, 'montreal', [], { militia: 2 }, 'design', 'design: chart L276 "Montreal" contents lost; Lower Canada embodied militia'],
  [undefined, 'quebec', [], { regular: 2, artillery: 1 }, 'design', 'design: chart L278 "Quebec" contents lost; 1812 garrison (8th, 100th, Royal Artillery)'],
  [undefined, 'new-brunswick', [], { regular: 1 }, 'design', 'design: chart L278 "New Brunswick" contents lost; 104th Foot'],
  [undefined, 'nova-scotia', [], { regular: 2 }, 'design', 'design: chart L278 "Nova Scotia" contents lost; Halifax garrison (98th, 99th)'],
  [undefined, 'mobile', [], { militia: 1 }, 'design', 'design: chart L278 "Mobile" contents lost; a small allied garrison'],
];
const AMERICAN_FORCES: F[] = [
  ['1', 'detroit', ['hull'], { regular: 1, militia: 3 }, 'design', 'design (research A5.11): 4th US Infantry and the Ohio volunteers'],
  ['2', 'lewiston', ['van-rensselaer'], { militia: 3 }, 'design', 'design: New York militia on the Niagara'],
  ['3', 'albany', ['dearborn'], { regular: 2, cavalry: 1 }, 'design', 'design: Northern Department and the Light Dragoons'],
  ['4', 'new-orleans', ['wilkinson'], { regular: 1 }, 'design', 'design: 7th Military District'],
  ['LO', 'sacketts-harbour', ['chauncey'], { brig: 1 }, 'design', 'design: brig Oneida; Chauncey (there from Oct 1812) commands from the start like Yeo and Barclay on the British chart'],
  ['LC', 'burlington', ['macdonough'], { gunboat: 2 }, 'design', 'design: the 1812 Champlain sloops and gunboats'],
  [undefined, 'fort-mackinac', [], { regular: 1 }, 'design', 'design: Lt. Hanks\'s company'],
  [undefined, 'fort-dearborn', [], { regular: 1 }, 'design', 'design: Heald\'s company'],
  [undefined, 'fort-wayne', [], { regular: 1 }, 'design', 'design: the Fort Wayne company'],
  [undefined, 'sacketts-harbour', [], { militia: 1 }, 'design', 'design: Jefferson County militia'],
  [undefined, 'plattsburgh', [], { militia: 1 }, 'design', 'design: Clinton County militia'],
  [undefined, 'new-york', [], { militia: 1, artillery: 1 }, 'design', 'design: harbour forts'],
  [undefined, 'philadelphia', [], { militia: 1 }, 'design', 'design'],
  [undefined, 'baltimore', [], { militia: 1 }, 'design', 'design: Fort McHenry and Maryland militia'],
  [undefined, 'norfolk', [], { militia: 1 }, 'design', 'design: Virginia militia'],
  [undefined, 'st-louis', [], { militia: 1 }, 'design', 'design: Missouri rangers and militia'],
  [undefined, 'pittsburgh', [], { militia: 1 }, 'design', 'design'],
];

type A = [number, number, 'british' | 'american', string, Partial<Record<UnitType, number>>, string];
const ARRIVALS: A[] = [
  [1812, 4, 'american', 'albany', { regular: 2 }, 'design: new regular regiments raised by the Act of Jan 1812'],
  [1812, 4, 'american', 'cincinnati', { militia: 3 }, 'design: Kentucky volunteers for the Army of the Northwest'],
  [1812, 5, 'american', 'sacketts-harbour', { schooner: 2 }, "design: Chauncey's purchased lake schooners, autumn 1812"],
  [1812, 5, 'british', 'quebec', { regular: 1 }, 'design: reinforcements before the freeze (103rd Foot)'],
  [1813, 2, 'american', 'sacketts-harbour', { regular: 2 }, 'design: the army of the 1813 Ontario campaign'],
  [1813, 2, 'american', 'pittsburgh', { regular: 1 }, "design: Harrison's regulars"],
  [1813, 2, 'british', 'quebec', { regular: 2 }, "design: 104th Foot and De Watteville's Regiment"],
  [1813, 3, 'american', 'albany', { regular: 1 }, 'design'],
  [1814, 2, 'american', 'buffalo', { regular: 3 }, "design: Brown's Left Division"],
  [1814, 2, 'american', 'plattsburgh', { regular: 2 }, "design: Izard's Right Division"],
  [1814, 2, 'british', 'quebec', { regular: 1 }, "design: De Meuron's Regiment"],
];

const SRC = (s: string) => s;

export function buildReconstructedPack(): War1812Pack {
  const spaces: SpaceData[] = [];
  for (const [id, name, nameJa, lat, lon, terrain, owner, location, region, extra, src] of LAND) {
    const chart = CHART_PLACES[id];
    const s: SpaceData = {
      id, name, nameJa, kind: 'land', lat, lon, terrain, owner, region,
      prov: chart ? 'chart' : 'fact',
      source: chart ? `${chart}; fact: ${src}; design: terrain, location type, fort, port` : `${src}; design: terrain, location type, fort, port`,
    };
    if (location) s.location = location;
    Object.assign(s, extra);
    spaces.push(s);
  }
  for (const [id, name, nameJa, lat, lon] of LAKES) {
    spaces.push({ id, name, nameJa, kind: 'lake', lat, lon, region: 'water', prov: 'chart', source: 'chart L48 footnote: Great Lakes Erie, Ontario, Champlain' });
  }
  for (const [id, name, nameJa, lat, lon] of SEAS) {
    spaces.push({ id, name, nameJa, kind: 'sea', lat, lon, region: 'water', prov: 'design', source: 'design: sea zone for blockades (chart L158: blockade in a sea zone on the map)' });
  }
  const connections: ConnectionData[] = [];
  for (const [a, b, route, dotted, note] of LINKS) {
    const c: ConnectionData = { a, b, route, prov: 'design', source: SRC(note ? `${ROUTE_SOURCE[route]}; fact: ${note}` : ROUTE_SOURCE[route]) };
    if (dotted) {
      c.dotted = true;
      c.source = `design: blue dotted line of the Great Lakes or Mississippi (chart: Wilderness Movement +2); fact: ${note}`;
    }
    connections.push(c);
  }
  for (const s of spaces) {
    if (s.lakePort) connections.push({ a: s.id, b: s.lakePort, route: 'lake', prov: 'design', source: `${ROUTE_SOURCE.lake}; port` });
  }
  for (const [a, b] of SHORES) connections.push({ a, b, route: 'lake', prov: 'design', source: `${ROUTE_SOURCE.lake}; shore (no port)` });
  for (const s of spaces) if (s.coast) connections.push({ a: s.id, b: s.coast, route: 'sea', prov: 'design', source: ROUTE_SOURCE.sea });
  for (const [a, b] of SEA_LINKS) connections.push({ a, b, route: 'sea', prov: 'design', source: ROUTE_SOURCE.sea });

  const rivers = [
    { id: 'ohio', name: 'Ohio River', nameJa: 'オハイオ川', spaces: ['pittsburgh', 'marietta', 'cincinnati', 'louisville', 'fort-massac', 'fort-jefferson'], prov: 'chart' as const, source: 'chart L50: Pittsburgh to Ft. Massac / Ft. Jefferson, downstream 4 MP; design: the spaces between' },
    { id: 'mississippi', name: 'Mississippi River', nameJa: 'ミシシッピ川', spaces: ['st-louis', 'fort-jefferson', 'chickasaw-bluffs', 'natchez', 'baton-rouge', 'new-orleans'], prov: 'chart' as const, source: 'chart L54: St. Louis to New Orleans, downstream 4 MP; design: the spaces between' },
  ];
  const tribes: TribeData[] = [
    { id: 'shawnee', name: "Shawnee (Tecumseh's confederacy)", nameJa: 'ショーニー族（テカムセ連合）', status: 'hostile', home: 'prophetstown', prov: 'design', source: 'fact: Tippecanoe Nov 1811, allied with Britain 1812; design: hostile at the start' },
    { id: 'potawatomi', name: 'Potawatomi', nameJa: 'ポタワトミ族', status: 'hostile', home: 'st-joseph', prov: 'design', source: 'fact: at Tippecanoe 1811 and Fort Dearborn Aug 1812; design: hostile at the start' },
    { id: 'sauk', name: 'Sauk', nameJa: 'ソーク族', status: 'neutral', home: 'rock-river', prov: 'design', source: "fact: Black Hawk's band joined the British 1813; design: neutral at the start (a card makes it hostile)" },
    { id: 'creek', name: 'Creek (Red Sticks)', nameJa: 'クリーク族（レッド・スティックス）', status: 'neutral', home: 'horseshoe-bend', prov: 'design', source: 'fact: Red Stick war from Jul 1813; design: neutral at the start (a card makes it hostile)' },
  ];
  const leaders: LeaderData[] = LEADERS.map(([id, name, nameJa, side, initiative, rank, tactics, extra, note]) => {
    const onChart = ['brock', 'tecumseh', 'riall', 'sheaffe', 'prevost', 'mcdouall', 'barclay', 'yeo'].includes(id);
    const napChart = extra.nap !== undefined;
    const l: LeaderData = {
      id, name, nameJa, side, initiative, rank, tactics, ...extra,
      prov: onChart || napChart || id === 'cochrane' ? 'chart' : 'fact',
      source: (onChart ? 'chart L282-292 British start; fact: ' : napChart ? `chart L302-315 "Nap.${extra.nap}" leader; fact: ` : '')
        + `${note}; design: initiative/rank/tactics${extra.year ? `, enters ${extra.year}` : ''}`,
    };
    return l;
  });
  const forces = (rows: F[]) => rows.map(([expedition, at, ls, units, prov, source]) => {
    const f: SetupData['forces'][number] = { at, units, prov, source };
    if (expedition) f.expedition = expedition;
    if (ls.length) f.leaders = ls;
    return f;
  });
  const setup: SetupData[] = [
    { side: 'british', forces: forces(BRITISH_FORCES), prov: 'chart', source: 'chart L272-292 British start forces; the contents of the on-map places are design' },
    { side: 'american', forces: forces(AMERICAN_FORCES), prov: 'design', source: 'design from the order of battle of June 1812 (research A5.11)' },
  ];
  const arrivals: ArrivalData[] = ARRIVALS.map(([year, turn, side, at, units, source]) => ({ year, turn, side, at, units, prov: 'design', source }));
  return {
    format: 'muster-war1812-pack/1',
    name: 'War of 1812 (Muster reconstruction of the map, on the surviving player-aid charts)',
    notice: {
      en: 'Design reconstruction: only the player-aid charts of the original game survive. The map (places, terrain, '
        + 'connections, forts, ports, objective stars), the leaders\' values, the set-up beyond the chart entries and the '
        + 'arrivals are Muster\'s design from the history of the war, not the publisher\'s.',
      ja: '設計上の再構成：原作ゲームで残っているのはプレイヤー・エイド・チャートのみである。マップ（位置、地形、接続、砦、港、目標の星）、'
        + '指揮官の値、チャートにない初期配置、および増援は、戦史に基づくMusterの設計であり、出版社のものではない。',
    },
    spaces, connections, rivers, tribes, leaders, setup, arrivals,
    markers: {
      british: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'ER', 'ON', 'CH', 'IF'],
      american: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'LE', 'LO', 'LC'],
    },
    params: {
      // issue 16 balance (docs/war1812-balance.md): a 30-box track (games end in 1814-1815) and bands centred on
      // box 10.5, where equal bots' games end on average (the British start with two hostile tribes, 8 Ghent points)
      trackMax: 30, britishStart: 0, americanStart: 30, wearinessFrom: 1813, weariness: 1,
      britishDecisive: 0, britishMarginal: 5, americanMarginal: 10, americanDecisive: 15,
      cardsPerTurn: [3, 5, 5, 5, 5], activationMP: 4,
    },
  };
}

/** The pack as the JSON file is written: 2-space indent, one connection or force per line where short. */
export function formatPack(pack: War1812Pack): string {
  return JSON.stringify(pack, null, 2) + '\n';
}
