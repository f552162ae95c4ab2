const { ZxcvbnFactory } = require('@zxcvbn-ts/core');
const common = require('@zxcvbn-ts/language-common');
const crypto=require('crypto');
const lev = process.argv[2]==='lev';
const z = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, useLevenshteinDistance: lev });
const inputs=['costasolhvac','costa','sol','hvac','2026','2027','costa sol climatización y energía s.l.'];
const gens={b64_48:()=>crypto.randomBytes(48).toString('base64'), b64_32:()=>crypto.randomBytes(32).toString('base64'), hex32:()=>crypto.randomBytes(32).toString('hex'), b64url32:()=>crypto.randomBytes(32).toString('base64url')};
const N=+process.argv[3]||100;
for (const [name,g] of Object.entries(gens)) {
  let t=Date.now(), minScore=4, minRatio=9, long4=0, long5=0, long6=0, kinds={};
  for (let i=0;i<N;i++){ const p=g(); const r=z.check(p, inputs); minScore=Math.min(minScore,r.score); minRatio=Math.min(minRatio, r.guessesLog10/p.length);
    const ms=r.sequence.filter(s=>s.pattern!=='bruteforce'); for(const m of ms){kinds[m.pattern+(m.dictionaryName?'/'+m.dictionaryName:'')]=(kinds[m.pattern]||0)+1;}
    if(ms.some(s=>s.token.length>=4)) long4++; if(ms.some(s=>s.token.length>=5)) long5++; if(ms.some(s=>s.token.length>=6)) long6++; }
  console.log(name, 'ms/each', ((Date.now()-t)/N).toFixed(0), 'minScore', minScore, 'minRatio', minRatio.toFixed(2), 'with>=4', long4, '>=5', long5, '>=6', long6, JSON.stringify(kinds));
}
