import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkWar1812Pack, defaultWar1812Pack } from '../../src/games/war1812/data/load.ts';
import type { War1812Pack } from '../../src/games/war1812/data/types.ts';

/** A deep copy of the shipped pack, broken by `edit`; returns every issue found. */
function broken(edit: (p: War1812Pack) => void) {
  const p = structuredClone(defaultWar1812Pack());
  edit(p);
  return checkWar1812Pack(p).issues;
}
const sp = (p: War1812Pack, id: string) => p.spaces.find((s) => s.id === id)!;
const si = (p: War1812Pack, id: string) => p.spaces.findIndex((s) => s.id === id);
const brit = (p: War1812Pack) => p.setup.find((s) => s.side === 'british')!;
const amer = (p: War1812Pack) => p.setup.find((s) => s.side === 'american')!;
const exp = (p: War1812Pack, m: string) => [...brit(p).forces, ...amer(p).forces].find((f) => f.expedition === m)!;
const conn = (p: War1812Pack, a: string, b: string) => p.connections.findIndex((c) => (c.a === a && c.b === b) || (c.a === b && c.b === a));
const dropConn = (p: War1812Pack, a: string, b: string) => { p.connections.splice(conn(p, a, b), 1); };

/** [what is broken, how, the path of the issue (string = exact, RegExp), the message]. */
const CASES: [string, (p: War1812Pack) => void, string | RegExp, RegExp][] = [
  // schema
  ['a misspelt key (objects are strict)', (p) => { (sp(p, 'york') as unknown as Record<string, unknown>).fortt = 1; }, /^spaces\[\d+\]$/, /Unrecognized key/],
  ['a fort of level 4', (p) => { sp(p, 'quebec').fort = 4; }, /^spaces\[\d+\]\.fort$/, /4|<=3|too big/i],
  ['a leader set up on the wrong side (side not an enum value)', (p) => { (p.leaders[0] as unknown as Record<string, unknown>).side = 'french'; }, 'leaders[0].side', /Invalid option|expected/i],
  // spaces
  ['a duplicate space id', (p) => { p.spaces.push({ ...sp(p, 'york') }); }, /^spaces\[\d+\]\.id$/, /duplicate space id "york"/],
  ['a latitude outside North America', (p) => { sp(p, 'york').lat = 63.6; }, /^spaces\[\d+\]\.lat$/, /latitude 63\.6 is outside/],
  ['a longitude with the wrong sign', (p) => { sp(p, 'york').lon = 79.38; }, /^spaces\[\d+\]\.lon$/, /longitude 79\.38 is outside.*west is negative/],
  ['a land space without terrain', (p) => { delete sp(p, 'utica').terrain; }, /^spaces\[\d+\]\.terrain$/, /land space "utica" has no terrain/],
  ['a land space without owner', (p) => { delete sp(p, 'utica').owner; }, /^spaces\[\d+\]\.owner$/, /land space "utica" has no owner/],
  ['a land space in region water', (p) => { sp(p, 'utica').region = 'water'; }, /^spaces\[\d+\]\.region$/, /land space "utica" cannot be in region "water"/],
  ['a Civilized Indian area owned by the Americans', (p) => { sp(p, 'cherokee').owner = 'american'; }, /^spaces\[\d+\]\.owner$/, /Civilized Indian area "cherokee" must be owned by "native"/],
  ['a port cost without a lake port', (p) => { sp(p, 'utica').portCost = 1; }, /^spaces\[\d+\]\.portCost$/, /needs a portCost and only lake ports have one/],
  ['a fort with no location', (p) => { sp(p, 'cherokee').fort = 1; }, /^spaces\[\d+\]\.fort$/, /level-1 fort but no location/],
  ['an American major city that is not a supply source', (p) => { delete sp(p, 'boston').supplySource; }, /^spaces\[\d+\]\.supplySource$/, /major city "boston" must be an American supply source/],
  ['a supply source of the other side', (p) => { sp(p, 'albany').supplySource = 'british'; }, /^spaces\[\d+\]\.supplySource$/, /"albany" is a british supply source but owned by american/],
  ['a lake with a land field', (p) => { sp(p, 'lake-erie').owner = 'british'; }, /^spaces\[\d+\]\.owner$/, /lake space "lake-erie" cannot have owner/],
  ['a sea zone outside region water', (p) => { sp(p, 'sea-gulf').region = 'south'; }, /^spaces\[\d+\]\.region$/, /sea space "sea-gulf" must be in region "water"/],
  // tribes
  ['a duplicate tribe', (p) => { p.tribes.push({ ...p.tribes[0]! }); }, /^tribes\[\d+\]\.id$/, /duplicate tribe id/],
  ['a tribe with an unknown home', (p) => { p.tribes[0]!.home = 'atlantis'; }, 'tribes[0].home', /unknown space id "atlantis"/],
  ['a tribe whose home does not name it', (p) => { p.tribes[0]!.home = 'vincennes'; }, 'tribes[0].home', /home vincennes does not name the tribe/],
  ['a space naming an unknown tribe', (p) => { sp(p, 'coweta').tribe = 'aztec'; }, /^spaces\[\d+\]\.tribe$/, /unknown tribe id "aztec"/],
  // ports and coasts
  ['a lake port on a sea zone', (p) => { sp(p, 'york').lakePort = 'sea-gulf'; }, /^spaces\[\d+\]\.lakePort$/, /port on sea-gulf, which is a sea space, not a lake/],
  ['a coast on a lake', (p) => { sp(p, 'boston').coast = 'lake-erie'; }, /^spaces\[\d+\]\.coast$/, /touches lake-erie, which is a lake space, not a sea zone/],
  ['a lake port with no lake connection', (p) => { dropConn(p, 'york', 'lake-ontario'); }, /^spaces\[\d+\]\.lakePort$/, /lake port "york" has no lake connection to lake-ontario/],
  ['a coastal space with no sea connection', (p) => { dropConn(p, 'boston', 'sea-new-england'); }, /^spaces\[\d+\]\.coast$/, /coastal space "boston" has no sea connection/],
  // connections
  ['a connection to an unknown space', (p) => { p.connections.push({ a: 'york', b: 'toronto', route: 'settled', prov: 'design' }); }, /^connections\[\d+\]\.b$/, /unknown space id "toronto"/],
  ['a connection from a space to itself', (p) => { p.connections.push({ a: 'york', b: 'york', route: 'settled', prov: 'design' }); }, /^connections\[\d+\]$/, /joins york to itself/],
  ['the same connection listed twice (reversed)', (p) => { p.connections.push({ a: 'kingston', b: 'york', route: 'settled', prov: 'design' }); }, /^connections\[\d+\]$/, /connection kingston-york is listed twice/],
  ['a lake route between two land spaces', (p) => { p.connections.push({ a: 'york', b: 'montreal', route: 'lake', prov: 'design' }); }, /^connections\[\d+\]\.route$/, /lake route york-montreal joins land to land/],
  ['a sea route from land to a lake', (p) => { p.connections.push({ a: 'utica', b: 'lake-ontario', route: 'sea', prov: 'design' }); }, /^connections\[\d+\]\.route$/, /sea route utica-lake-ontario joins land to lake/],
  ['a road onto a lake', (p) => { p.connections.push({ a: 'utica', b: 'lake-ontario', route: 'frontier', prov: 'design' }); }, /^connections\[\d+\]\.route$/, /frontier route utica-lake-ontario joins land to lake; land routes join two land spaces/],
  ['a dotted road', (p) => { p.connections[conn(p, 'york', 'kingston')]!.dotted = true; }, /^connections\[\d+\]\.dotted$/, /only water connections are blue dotted lines/],
  ['a sea route from a coast to another zone than its own', (p) => { p.connections.push({ a: 'boston', b: 'sea-gulf', route: 'sea', prov: 'design' }); }, /^connections\[\d+\]$/, /sea route boston-sea-gulf: boston has coast sea-new-england/],
  ['a space with no connection', (p) => { p.connections = p.connections.filter((c) => c.a !== 'madawaska' && c.b !== 'madawaska'); }, /^spaces\[\d+\]$/, /space "madawaska" has no connection at all/],
  ['a map in two pieces', (p) => { dropConn(p, 'madawaska', 'new-brunswick'); dropConn(p, 'quebec', 'madawaska'); p.connections.push({ a: 'madawaska', b: 'new-brunswick', route: 'frontier', prov: 'design' }); dropConn(p, 'new-brunswick', 'eastport'); dropConn(p, 'nova-scotia', 'sea-maritimes'); dropConn(p, 'new-brunswick', 'sea-maritimes'); delete sp(p, 'nova-scotia').coast; delete sp(p, 'new-brunswick').coast; }, 'connections', /the map is not connected: 3 space\(s\) cannot be reached/],
  // rivers
  ['a river run through an unknown space', (p) => { p.rivers[0]!.spaces.push('atlantis'); }, /^rivers\[0\]\.spaces\[\d+\]$/, /unknown space id "atlantis"/],
  ['a river run that is not a chain of water connections', (p) => { p.rivers[0]!.spaces.splice(1, 1); }, 'rivers[0].spaces[1]', /not a chain: no water connection pittsburgh-cincinnati/],
  ['a river run through a lake', (p) => { p.rivers[0]!.spaces.push('lake-erie'); }, /^rivers\[0\]\.spaces\[\d+\]$/, /runs through lake-erie, a lake space/],
  ['a river run visiting a space twice', (p) => { p.rivers[0]!.spaces.push('fort-massac'); }, /^rivers\[0\]\.spaces\[\d+\]$/, /visits fort-massac twice/],
  ['a duplicate river id', (p) => { p.rivers.push({ ...p.rivers[0]! }); }, /^rivers\[\d+\]\.id$/, /duplicate river id "ohio"/],
  ['the Ohio run not starting at Pittsburgh (chart L50)', (p) => { p.rivers[0]!.spaces.shift(); }, 'rivers[0].spaces', /Ohio run starts at Pittsburgh/],
  ['no Mississippi run (chart L54)', (p) => { p.rivers = p.rivers.filter((r) => r.id !== 'mississippi'); }, 'rivers', /Mississippi run \(L54\) is missing/],
  // leaders
  ['a duplicate leader id', (p) => { p.leaders.push({ ...p.leaders[0]! }); }, /^leaders\[\d+\]\.id$/, /duplicate leader id "brock"/],
  ['initiative 5 (chart: 1-4)', (p) => { p.leaders[0]!.initiative = 5; }, 'leaders[0].initiative', /initiative 5 is outside the chart's range 1-4/],
  ['rank 4 stars (chart: 1-3)', (p) => { p.leaders[0]!.rank = 4; }, 'leaders[0].rank', /rank 4 is outside the chart's range 1-3/],
  ['tactics 0 (chart: 1-3)', (p) => { p.leaders[0]!.tactics = 0; }, 'leaders[0].tactics', /tactics 0 is outside the chart's range 1-3/],
  ['an Indian naval leader', (p) => { p.leaders.find((l) => l.id === 'tecumseh')!.naval = true; }, /^leaders\[\d+\]$/, /cannot be both an Indian and a naval leader/],
  ['an American Nap.1 leader', (p) => { p.leaders.find((l) => l.id === 'scott')!.nap = 1; }, /^leaders\[\d+\]\.nap$/, /only British leaders arrive after Napoleon's defeat/],
  // markers
  ['an expedition marker listed twice', (p) => { p.markers.british.push('A'); }, /^markers\.british\[\d+\]$/, /marker "A" is listed twice/],
  // set-up
  ['a force set up on an unknown space', (p) => { amer(p).forces.find((f) => f.at === 'pittsburgh')!.at = 'fort-pitt'; }, /^setup\[1\]\.forces\[\d+\]\.at$/, /unknown space id "fort-pitt"/],
  ['a force set up on a lake', (p) => { amer(p).forces.find((f) => f.at === 'pittsburgh')!.at = 'lake-erie'; }, /^setup\[1\]\.forces\[\d+\]\.at$/, /forces set up on land spaces \(lake-erie is a lake space/],
  ['lake ships set up away from a lake port', (p) => { exp(p, 'LO').at = 'utica'; }, /^setup\[1\]\.forces\[\d+\]\.at$/, /lake ships set up at utica, which is not a lake port/],
  ['an expedition of ships and troops', (p) => { exp(p, '1').units.schooner = 1; exp(p, '1').at = 'presque-isle'; }, /^setup\[1\]\.forces\[\d+\]\.units$/, /mixes lake ships and land units/],
  ['an expedition marker that is not in the marker list', (p) => { exp(p, '2').expedition = 'Z'; }, /^setup\[1\]\.forces\[\d+\]\.expedition$/, /"Z" is not a american expedition marker/],
  ['the same marker on two expeditions', (p) => { exp(p, '2').expedition = '1'; }, /^setup\[1\]\.forces\[\d+\]\.expedition$/, /american expedition marker "1" is used twice/],
  ['a leader with a garrison (no expedition marker)', (p) => { amer(p).forces.find((f) => f.at === 'pittsburgh')!.leaders = ['harrison']; }, /^setup\[1\]\.forces\[\d+\]\.leaders$/, /leaders set up with a force need an expedition marker/],
  ['an unknown leader in the set-up', (p) => { exp(p, '1').leaders = ['custer']; }, /^setup\[1\]\.forces\[\d+\]\.leaders\[0\]$/, /unknown leader id "custer"/],
  ['a British leader set up with the Americans', (p) => { exp(p, '1').leaders = ['procter']; }, /^setup\[1\]\.forces\[\d+\]\.leaders\[0\]$/, /leader "procter" is british, set up with the american/],
  ['a leader who enters later set up at the start', (p) => { exp(p, '1').leaders = ['jackson']; }, /^setup\[1\]\.forces\[\d+\]\.leaders\[0\]$/, /leader "jackson" enters later \(1813\)/],
  ['a leader set up twice', (p) => { exp(p, '2').leaders = ['hull']; }, /^setup\[1\]\.forces\[\d+\]\.leaders\[0\]$/, /leader "hull" is set up twice/],
  ['a naval leader with land units', (p) => { exp(p, '4').leaders = ['macdonough']; exp(p, 'LC').leaders = []; exp(p, 'LC').leaders = undefined; }, /^setup\[1\]\.forces\[\d+\]\.leaders\[0\]$/, /naval leader "macdonough" commands ships, not land units/],
  ['a land leader with lake ships', (p) => { exp(p, 'LO').leaders = ['harrison']; }, /^setup\[1\]\.forces\[\d+\]\.leaders\[0\]$/, /land leader "harrison" set up with lake ships/],
  ['a force with no units', (p) => { amer(p).forces.find((f) => f.at === 'pittsburgh')!.units = { militia: 0 }; }, /^setup\[1\]\.forces\[\d+\]\.units$/, /a force with no units/],
  ['both sides set up in one space', (p) => { amer(p).forces.find((f) => f.at === 'pittsburgh')!.at = 'montreal'; }, 'setup', /both sides set up in montreal/],
  ['no American set-up', (p) => { p.setup = p.setup.filter((s) => s.side === 'british'); }, 'setup', /no set-up for the american/],
  ['two British set-ups', (p) => { p.setup.push(structuredClone(brit(p))); }, 'setup[2].side', /two set-ups for the british/],
  // the chart's British start (L272-292)
  ['chart Expedition C missing', (p) => { brit(p).forces = brit(p).forces.filter((f) => f.expedition !== 'C'); }, 'setup[0].forces', /chart Expedition C \(sheaffe: 2 regular, 2 militia\) is missing/],
  ['chart Expedition A led by Brock alone', (p) => { exp(p, 'A').leaders = ['brock']; }, /^setup\[0\]\.forces\[\d+\]\.leaders$/, /chart Expedition A is led by brock and tecumseh, not brock/],
  ['chart Expedition B with 3 militia', (p) => { exp(p, 'B').units.militia = 3; }, /^setup\[0\]\.forces\[\d+\]\.units$/, /chart Expedition B has 1 regular, 2 fencible, 4 militia, not 1 regular, 2 fencible, 3 militia/],
  ['chart Kingston squadron moved to York', (p) => { exp(p, 'ON').at = 'york'; }, 'setup[0].forces', /chart port chart Kingston in port .* is missing/],
  ['chart ER squadron on Lake Ontario', (p) => { exp(p, 'ER').at = 'york'; }, /^setup\[0\]\.forces\[\d+\]\.at$/, /chart port chart Expedition ER is in a lake-erie port; york is not one/],
  ['an expedition the chart does not have', (p) => { brit(p).forces.push({ expedition: 'F', at: 'quebec', leaders: ['procter'], units: { regular: 1 }, prov: 'design' }); }, /^setup\[0\]\.forces\[\d+\]$/, /the chart's British start has no expedition "F"/],
  ['a chart British start place with no British force (Mobile)', (p) => { brit(p).forces = brit(p).forces.filter((f) => f.at !== 'mobile'); }, 'setup[0].forces', /the chart lists "Mobile" \(mobile\) as a British start place/],
  // chart-named places
  ['the chart\'s Ft. Jefferson missing', (p) => {
    p.spaces.splice(si(p, 'fort-jefferson'), 1);
    p.connections = p.connections.filter((c) => c.a !== 'fort-jefferson' && c.b !== 'fort-jefferson');
    p.rivers.forEach((r) => { r.spaces = r.spaces.filter((s) => s !== 'fort-jefferson'); });
  }, 'spaces', /the chart names "Ft. Jefferson": space "fort-jefferson" is missing/],
  // arrivals
  ['an arrival at an unknown space', (p) => { p.arrivals[0]!.at = 'atlantis'; }, 'arrivals[0].at', /unknown space id "atlantis"/],
  ['an arrival on a sea zone', (p) => { p.arrivals[0]!.at = 'sea-gulf'; }, 'arrivals[0].at', /arrivals come on land spaces/],
  ['an arrival before the game starts (1812 turn 2)', (p) => { p.arrivals[0]!.year = 1812; p.arrivals[0]!.turn = 2; }, 'arrivals[0].turn', /starts in 1812 turn 3/],
  ['an arrival led by a leader of the other side', (p) => { p.arrivals[0]!.leaders = ['brock']; }, 'arrivals[0].leaders[0]', /leader "brock" is british, arriving for the american/],
  ['ships arriving away from a lake port', (p) => { p.arrivals[0]!.units = { brig: 1 }; }, 'arrivals[0].at', /lake ships arrive at albany, which is not a lake port/],
  ['an arrival of nothing', (p) => { p.arrivals[0]!.units = {}; }, 'arrivals[0].units', /an arrival of nothing/],
  // params
  ['a start box off the track', (p) => { p.params.americanStart = 31; }, 'params.americanStart', /American start box 31 is off the track 0\.\.30/],
  ['the markers starting at the wrong ends', (p) => { p.params.britishStart = 24; p.params.americanStart = 0; }, 'params.americanStart', /British marker starts at the low end/],
  ['result bands out of order', (p) => { p.params.britishMarginal = 16; }, 'params', /result bands must be ordered/],
  ['an activation of 5 MP (chart: 4)', (p) => { p.params.activationMP = 5; }, 'params.activationMP', /4 MP \(chart L88\)/],
];

for (const [what, edit, path, message] of CASES) {
  test(`war1812 data rejects: ${what}`, () => {
    const issues = broken(edit);
    assert.ok(issues.length > 0, 'expected the pack to be rejected');
    const hit = issues.find((i) => (typeof path === 'string' ? i.path === path : path.test(i.path)) && message.test(i.message));
    assert.ok(hit, `no issue at ${path} matching ${message}; got:\n${issues.map((i) => `${i.path}: ${i.message}`).join('\n')}`);
  });
}
