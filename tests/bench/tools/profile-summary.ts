// Reads a V8 .cpuprofile (a server run with BENCH_CPU_PROF_DIR=<dir> npm run bench -- --only=P4)
// and prints where the time went: the heaviest functions by self time, and by total time (self +
// callees) for the product's own code. Usage:
//
//   node --import tsx tests/bench/tools/profile-summary.ts <file.cpuprofile> [filter] [top]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, filter = 'collab-server|packages/plan', topArg = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [filter regexp] [top]');
  process.exit(2);
}
const top = Number(topArg);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});

const label = (n: ProfileNode) => {
  const url = n.callFrame.url.replace(/^file:\/\/.*?\/(node_modules|collab-server|packages|tests)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};

const selfByLabel = new Map<string, number>();
const totalByLabel = new Map<string, number>();
for (const [id, ms] of self) {
  const node = byId.get(id)!;
  selfByLabel.set(label(node), (selfByLabel.get(label(node)) ?? 0) + ms);
  // Each ancestor frame is charged once per sample, even when it recurses.
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur)!);
    if (seen.has(l)) continue;
    seen.add(l);
    totalByLabel.set(l, (totalByLabel.get(l) ?? 0) + ms);
  }
}

const wall = (profile.endTime - profile.startTime) / 1000;
const busy = [...self.entries()]
  .filter(([id]) => !['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName))
  .reduce((a, [, ms]) => a + ms, 0);
console.log(`profile: ${Math.round(wall)} ms wall, ${Math.round(busy)} ms on the main thread\n`);

const print = (title: string, entries: Iterable<[string, number]>) => {
  console.log(title);
  for (const [l, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms.toFixed(1).padStart(10)} ms  ${l}`);
  }
  console.log('');
};
print('self time:', selfByLabel);
const pattern = new RegExp(filter);
print(
  `total time, frames matching /${filter}/:`,
  [...totalByLabel].filter(([l]) => pattern.test(l)),
);
