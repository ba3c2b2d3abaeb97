#!/usr/bin/env node
// Regenerates the demo pictures and documents (token images, posters, monitoring files) that
// apps/api/src/db/demo-data.ts loads. They are small HTML/CSS designs rendered by Chromium, so they stay
// editable: change a design here, run `node apps/api/demo-assets/generate.mjs`, commit the PNG and PDF files.
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium); no network, no external fonts or pictures.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
const fontDir = fileURLToPath(new URL('../../../node_modules/@fontsource/sarabun/files/', import.meta.url));

// Sarabun, inlined so the page needs nothing from outside (Thai and Latin subsets, three weights).
const fontFaces = [400, 700, 800]
  .flatMap((weight) =>
    ['thai', 'latin'].map((subset) => {
      const data = readFileSync(`${fontDir}sarabun-${subset}-${weight}-normal.woff2`).toString('base64');
      return `@font-face{font-family:Sarabun;font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');}`;
    }),
  )
  .join('\n');

// Chromium dithers gradients, which makes its own PNGs large (about 550 KB a poster). The pictures are
// re-encoded as 256-colour PNGs with error diffusion instead: no visible banding, a fraction of the size.
/** Median cut over a 5-bit histogram: up to `colors` palette entries (weighted means). */
function quantize(rgba, colors = 256) {
  const hist = new Map();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = ((rgba[i] >> 3) << 10) | ((rgba[i + 1] >> 3) << 5) | (rgba[i + 2] >> 3);
    let h = hist.get(key);
    if (!h) {
      h = [0, 0, 0, 0];
      hist.set(key, h);
    }
    h[0] += rgba[i];
    h[1] += rgba[i + 1];
    h[2] += rgba[i + 2];
    h[3]++;
  }
  const boxes = [[...hist.values()]];
  // The box to split is the one with the largest squared error, along the channel that has it.
  const sse = (box, c) => {
    const n = box.reduce((sum, h) => sum + h[3], 0);
    const mean = box.reduce((sum, h) => sum + h[c], 0) / n;
    return box.reduce((sum, h) => sum + h[3] * (h[c] / h[3] - mean) ** 2, 0);
  };
  const weight = (box) => box.reduce((s, h) => s + h[3], 0);
  while (boxes.length < colors) {
    let best = -1;
    let bestScore = 0;
    let bestC = 0;
    boxes.forEach((box, i) => {
      if (box.length < 2) return;
      for (let c = 0; c < 3; c++) {
        const score = sse(box, c);
        if (score > bestScore) {
          bestScore = score;
          best = i;
          bestC = c;
        }
      }
    });
    if (best < 0) break;
    const box = boxes[best].sort((a, b) => a[bestC] / a[3] - b[bestC] / b[3]);
    const half = weight(box) / 2;
    let acc = 0,
      cut = 1;
    for (let i = 0; i < box.length - 1; i++) {
      acc += box[i][3];
      if (acc >= half) {
        cut = i + 1;
        break;
      }
    }
    boxes.splice(best, 1, box.slice(0, cut), box.slice(cut));
  }
  return boxes.map((box) => {
    const s = box.reduce((a, h) => [a[0] + h[0], a[1] + h[1], a[2] + h[2], a[3] + h[3]], [0, 0, 0, 0]);
    return [0, 1, 2].map((c) => Math.round(s[c] / s[3]));
  });
}

function encodePng8(rgba, width, height) {
  const palette = quantize(rgba);
  const cache = new Map();
  const nearest = (r, g, b) => {
    const key = (r << 16) | (g << 8) | b;
    let idx = cache.get(key);
    if (idx !== undefined) return idx;
    let best = 1e9;
    palette.forEach((p, i) => {
      const d = (p[0] - r) ** 2 + (p[1] - g) ** 2 + (p[2] - b) ** 2;
      if (d < best) {
        best = d;
        idx = i;
      }
    });
    cache.set(key, idx);
    return idx;
  };
  // Floyd-Steinberg error diffusion (80 percent of the error: less noise, smaller files) keeps gradients smooth
  // even where the palette is sparse.
  const raw = Buffer.alloc((width + 1) * height);
  const error = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const value = [0, 1, 2].map((c) => Math.max(0, Math.min(255, Math.round(rgba[p * 4 + c] + error[p * 3 + c]))));
      const index = nearest(value[0], value[1], value[2]);
      raw[y * (width + 1) + 1 + x] = index;
      for (let c = 0; c < 3; c++) {
        const e = (value[c] - palette[index][c]) * 0.8;
        if (x + 1 < width) error[(p + 1) * 3 + c] += (e * 7) / 16;
        if (y + 1 < height) {
          if (x > 0) error[(p + width - 1) * 3 + c] += (e * 3) / 16;
          error[(p + width) * 3 + c] += (e * 5) / 16;
          if (x + 1 < width) error[(p + width + 1) * 3 + c] += e / 16;
        }
      }
    }
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 3;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Simple white line emblems on a 100x100 grid, one per project. */
const EMBLEMS = {
  solar: `
    <circle cx="50" cy="30" r="13" fill="#fff"/>
    ${Array.from({ length: 10 }, (_, i) => {
      const a = (i * Math.PI) / 5;
      return `<line x1="${50 + Math.cos(a) * 19}" y1="${30 + Math.sin(a) * 19}" x2="${50 + Math.cos(a) * 26}" y2="${30 + Math.sin(a) * 26}" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>`;
    }).join('')}
    <path d="M22 84 L32 56 L78 56 L88 84 Z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
    <path d="M47 56 L45 84 M63 56 L65 84 M27 70 L83 70" stroke="#fff" stroke-width="3"/>`,
  hotel: `
    <path d="M50 10 L86 40 L76 40 L50 19 L24 40 L14 40 Z" fill="#fff"/>
    <path d="M50 27 L80 52 L70 52 L50 36 L30 52 L20 52 Z" fill="#fff" opacity=".85"/>
    <rect x="28" y="54" width="44" height="32" rx="2" fill="none" stroke="#fff" stroke-width="4"/>
    <path d="M44 86 L44 70 Q50 62 56 70 L56 86" fill="#fff"/>
    <path d="M50 4 L50 12" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  durian: `
    <polygon points="${Array.from({ length: 28 }, (_, i) => {
      const r = i % 2 === 0 ? 38 : 30;
      const a = (i * Math.PI) / 14;
      return `${(50 + Math.cos(a) * r).toFixed(1)},${(54 + Math.sin(a) * r * 0.9).toFixed(1)}`;
    }).join(' ')}" fill="#fff"/>
    <path d="M50 20 Q54 10 62 8" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>
    <g stroke="currentColor" stroke-width="3.4" stroke-linecap="round">
      <path d="M50 40 L50 68 M38 47 L62 61 M38 61 L62 47"/>
      <path d="M46 42 L50 46 L54 42 M46 66 L50 62 L54 66"/>
    </g>`,
  cowork: `
    <rect x="18" y="26" width="30" height="60" rx="2" fill="none" stroke="#fff" stroke-width="4"/>
    <rect x="52" y="12" width="30" height="74" rx="2" fill="#fff"/>
    ${[0, 1, 2, 3].map((r) => `<rect x="25" y="${34 + r * 12}" width="6" height="6" fill="#fff"/><rect x="35" y="${34 + r * 12}" width="6" height="6" fill="#fff"/>`).join('')}
    ${[0, 1, 2, 3, 4].map((r) => `<rect x="59" y="${20 + r * 12}" width="6" height="6" fill="currentColor"/><rect x="69" y="${20 + r * 12}" width="6" height="6" fill="currentColor"/>`).join('')}
    <path d="M10 86 L90 86" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
};

/** What the pictures show; the texts the portal stores are in src/db/demo-data.ts. */
const OFFERINGS = [
  {
    slug: 'lanna',
    ticker: 'LANNA',
    emblem: 'hotel',
    nameEN: 'Lanna Heritage Hotel Token',
    nameTH: 'โทเคนโรงแรมมรดกล้านนา',
    taglineEN: 'A 24-room boutique hotel inside Chiang Mai’s old city walls',
    taglineTH: 'โรงแรมบูติก 24 ห้องในเขตคูเมืองเชียงใหม่',
    place: 'Chiang Mai',
    figures: ['40,000,000 THB', '2 THB / token'],
    colors: ['#5b1a32', '#b4533a', '#f0b35a'],
  },
  {
    slug: 'ksolar',
    ticker: 'KSOLAR',
    emblem: 'solar',
    nameEN: 'Korat Solar Revenue Token',
    nameTH: 'โทเคนรายได้โซลาร์ฟาร์มโคราช',
    taglineEN: 'Revenue share of an 8 MW solar farm in Nakhon Ratchasima',
    taglineTH: 'ส่วนแบ่งรายได้จากโซลาร์ฟาร์ม 8 เมกะวัตต์ จังหวัดนครราชสีมา',
    place: 'Nakhon Ratchasima',
    figures: ['50,000,000 THB', '1 THB / token'],
    colors: ['#0b3d6b', '#1479a8', '#f5b82e'],
  },
  {
    slug: 'durian',
    ticker: 'DURIAN',
    emblem: 'durian',
    nameEN: 'Chanthaburi Durian Cold-Chain Token',
    nameTH: 'โทเคนห้องเย็นทุเรียนจันทบุรี',
    taglineEN: 'Cold storage and refrigerated logistics for export durian',
    taglineTH: 'ห้องเย็นและระบบขนส่งควบคุมอุณหภูมิสำหรับทุเรียนส่งออก',
    place: 'Chanthaburi',
    figures: ['25,000,000 THB', 'Professional investors'],
    colors: ['#123f2c', '#2f7d4f', '#c9d94a'],
  },
  {
    slug: 'ariwork',
    ticker: 'ARIWORK',
    emblem: 'cowork',
    nameEN: 'Ari Co-Working Space Token',
    nameTH: 'โทเคนโคเวิร์กกิ้งสเปซอารีย์',
    taglineEN: 'A four-storey co-working building near BTS Ari, Bangkok',
    taglineTH: 'อาคารโคเวิร์กกิ้งสเปซสี่ชั้นใกล้ BTS อารีย์ กรุงเทพฯ',
    place: 'Bangkok',
    figures: ['30,000,000 THB', '1 THB / token'],
    colors: ['#2a1f5c', '#6a3fb5', '#38c6c9'],
  },
];

const page = (body, css, size) => `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${size[0]}px;height:${size[1]}px;overflow:hidden}
body{font-family:Sarabun,sans-serif;color:#fff;-webkit-font-smoothing:antialiased}
${css}
</style></head><body>${body}</body></html>`;

const emblemSvg = (o, size) =>
  `<svg viewBox="0 0 100 100" width="${size}" height="${size}" style="color:${o.colors[0]}">${EMBLEMS[o.emblem]}</svg>`;

function tokenImage(o) {
  const [dark, mid, light] = o.colors;
  return page(
    `<div class="bg"></div>
     <div class="coin"><div class="inner">${emblemSvg(o, 170)}<div class="ticker">${o.ticker}</div></div></div>
     <div class="demo">DEMO</div>`,
    `.bg{position:absolute;inset:0;background:radial-gradient(circle at 30% 20%,${light} 0%,${mid} 45%,${dark} 100%)}
     .bg::after{content:'';position:absolute;inset:0;background:repeating-radial-gradient(circle at 50% 50%,rgba(255,255,255,.07) 0 2px,transparent 2px 34px)}
     .coin{position:absolute;left:76px;top:76px;width:360px;height:360px;border-radius:50%;
       background:linear-gradient(145deg,rgba(255,255,255,.35),rgba(255,255,255,.05));padding:14px;
       box-shadow:0 24px 60px rgba(0,0,0,.35),inset 0 0 0 3px rgba(255,255,255,.5)}
     .inner{width:100%;height:100%;border-radius:50%;background:linear-gradient(160deg,${mid},${dark});
       display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;
       box-shadow:inset 0 0 0 2px rgba(255,255,255,.25)}
     .ticker{font-weight:800;font-size:${o.ticker.length > 6 ? 44 : 52}px;letter-spacing:4px}
     .demo{position:absolute;right:22px;top:22px;font-weight:700;font-size:18px;letter-spacing:3px;
       padding:4px 12px;border:2px solid rgba(255,255,255,.7);border-radius:999px;background:rgba(0,0,0,.15)}`,
    [512, 512],
  );
}

function poster(o) {
  const [dark, mid, light] = o.colors;
  return page(
    `<div class="bg"><div class="c1"></div><div class="c2"></div><div class="stripes"></div></div>
     <div class="text">
       <div class="badge">DEMO OFFERING · ข้อมูลสาธิต</div>
       <h1>${o.nameEN}</h1>
       <h2>${o.nameTH}</h2>
       <p>${o.taglineEN}<br><span>${o.taglineTH}</span></p>
       <div class="chips"><b>${o.ticker}</b>${o.figures.map((f) => `<i>${f}</i>`).join('')}<i>${o.place}</i></div>
     </div>
     <div class="emblem"><div class="disc">${emblemSvg(o, 230)}</div></div>
     <div class="foot">SiamICO investor portal · fictional project for demonstration · โครงการสมมติเพื่อการสาธิต</div>`,
    `.bg{position:absolute;inset:0;background:linear-gradient(120deg,${dark} 0%,${mid} 62%,${light} 130%);overflow:hidden}
     .c1{position:absolute;right:-120px;top:-160px;width:640px;height:640px;border-radius:50%;background:rgba(255,255,255,.07)}
     .c2{position:absolute;right:140px;bottom:-260px;width:520px;height:520px;border-radius:50%;border:40px solid rgba(255,255,255,.05)}
     .stripes{position:absolute;inset:0;background:repeating-linear-gradient(135deg,rgba(255,255,255,.035) 0 2px,transparent 2px 26px)}
     .text{position:absolute;left:72px;top:70px;width:640px}
     .badge{display:inline-block;font-weight:700;font-size:17px;letter-spacing:2px;padding:6px 16px;border-radius:999px;
       background:rgba(255,255,255,.16);border:1px solid rgba(255,255,255,.4)}
     h1{font-weight:800;font-size:60px;line-height:1.05;margin-top:28px;text-shadow:0 2px 18px rgba(0,0,0,.25)}
     h2{font-weight:700;font-size:34px;line-height:1.3;margin-top:14px;color:${light}}
     p{font-size:23px;line-height:1.45;margin-top:20px;opacity:.92}
     p span{font-size:21px;opacity:.85}
     .chips{display:flex;flex-wrap:wrap;gap:10px;margin-top:30px}
     .chips b,.chips i{font-style:normal;font-size:19px;padding:8px 16px;border-radius:10px}
     .chips b{font-weight:800;letter-spacing:2px;background:#fff;color:${dark}}
     .chips i{font-weight:700;background:rgba(0,0,0,.22);border:1px solid rgba(255,255,255,.25)}
     .emblem{position:absolute;right:90px;top:150px;width:340px;height:340px;border-radius:50%;padding:16px;
       background:linear-gradient(145deg,rgba(255,255,255,.4),rgba(255,255,255,.06));box-shadow:0 30px 70px rgba(0,0,0,.35)}
     .disc{width:100%;height:100%;border-radius:50%;background:linear-gradient(160deg,${mid},${dark});display:flex;
       align-items:center;justify-content:center;box-shadow:inset 0 0 0 2px rgba(255,255,255,.3)}
     .foot{position:absolute;left:72px;right:72px;bottom:28px;font-size:16px;opacity:.7;letter-spacing:.5px}`,
    [1200, 675],
  );
}

/** A chart-style picture for a monitoring entry: title, subtitle and labelled bars. */
function chartPicture({ o, titleEN, titleTH, bars, unit, note }) {
  const [dark, mid, light] = o.colors;
  const max = Math.max(...bars.map((b) => b.value));
  return page(
    `<div class="head"><div><div class="kicker">${o.ticker} · DEMO MONITORING REPORT · รายงานติดตามตัวอย่าง</div>
       <h1>${titleEN}</h1><h2>${titleTH}</h2></div>${emblemSvg(o, 96)}</div>
     <div class="chart">${bars
       .map(
         (b) => `<div class="bar"><div class="val">${b.value}${unit}</div>
           <div class="col" style="height:${Math.round((b.value / max) * 250)}px"></div><div class="lab">${b.label}</div></div>`,
       )
       .join('')}</div>
     <div class="note">${note}</div>`,
    `body{background:linear-gradient(135deg,#fdfcf8,#eef2f5);color:#1d2733}
     .head{display:flex;justify-content:space-between;align-items:center;padding:44px 64px 0;}
     .head svg{background:linear-gradient(160deg,${mid},${dark});border-radius:50%;padding:14px;width:124px;height:124px}
     .kicker{font-weight:700;font-size:16px;letter-spacing:2px;color:${mid}}
     h1{font-weight:800;font-size:42px;margin-top:8px}
     h2{font-weight:700;font-size:28px;color:#4a5563}
     .chart{display:flex;align-items:flex-end;gap:26px;height:340px;margin:18px 64px 0;padding:0 24px 0;border-bottom:3px solid #c5ccd4}
     .bar{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:flex-end;height:100%;position:relative}
     .col{width:100%;border-radius:10px 10px 0 0;background:linear-gradient(180deg,${light},${mid})}
     .val{font-weight:800;font-size:24px;margin-bottom:8px;color:${dark}}
     .lab{position:absolute;bottom:-38px;font-weight:700;font-size:19px;color:#4a5563;white-space:nowrap}
     .note{position:absolute;left:64px;right:64px;bottom:26px;font-size:17px;color:#66707c}`,
    [1200, 675],
  );
}

/** A one-page progress report (A4) for the closed offering. */
function progressReport(o) {
  const [dark, mid] = o.colors;
  const rows = [
    ['Tokens delivered / ส่งมอบโทเคน', '30,000,000 ARIWORK', 'Done / เสร็จสิ้น'],
    ['Floor 1-2 renovation / ปรับปรุงชั้น 1-2', '6,200,000 THB', 'Done / เสร็จสิ้น'],
    ['Floor 3 meeting rooms / ห้องประชุมชั้น 3', '3,900,000 THB', '70%'],
    ['Rooftop event space / ลานกิจกรรมดาดฟ้า', '2,400,000 THB', 'Planned / ตามแผน'],
    ['Average desk occupancy / อัตราการใช้โต๊ะเฉลี่ย', '68%', 'Target 75% / เป้าหมาย 75%'],
  ];
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    ${fontFaces}
    @page{size:A4;margin:18mm 16mm}
    body{font-family:Sarabun,sans-serif;color:#1d2733;font-size:11.5pt;line-height:1.5}
    .band{background:linear-gradient(120deg,${dark},${mid});color:#fff;padding:16px 20px;border-radius:8px}
    .band small{letter-spacing:2px;font-weight:700;font-size:9pt;opacity:.85}
    h1{font-size:20pt;margin:4px 0 0}
    h2{font-size:13pt;margin:18px 0 4px;color:${dark}}
    table{width:100%;border-collapse:collapse;margin-top:8px}
    th,td{text-align:left;padding:7px 8px;border-bottom:1px solid #d7dce2}
    th{background:#f0f2f6;font-size:10pt}
    .demo{margin-top:22px;padding:10px 14px;border:1px dashed ${mid};border-radius:6px;font-size:10pt;color:#4a5563}
  </style></head><body>
    <div class="band"><small>${o.ticker} · DEMO DOCUMENT · เอกสารตัวอย่าง</small>
      <h1>First progress report after the offering</h1>
      <div>รายงานความคืบหน้าฉบับแรกหลังการเสนอขาย</div></div>
    <h2>Summary / สรุป</h2>
    <p>The offering closed fully subscribed and all tokens were delivered to investors' wallets. Renovation of the
    first two floors is complete and the space opened to members; the meeting rooms on the third floor are on schedule.</p>
    <p>การเสนอขายปิดลงโดยมีผู้จองครบตามจำนวน และได้ส่งมอบโทเคนเข้ากระเป๋าเงินดิจิทัลของผู้ลงทุนครบถ้วนแล้ว
    การปรับปรุงชั้น 1 และ 2 แล้วเสร็จและเปิดให้สมาชิกใช้งาน ส่วนห้องประชุมชั้น 3 เป็นไปตามแผนงาน</p>
    <h2>Use of proceeds and milestones / การใช้เงินและความคืบหน้า</h2>
    <table><tr><th>Item / รายการ</th><th>Amount / จำนวน</th><th>Status / สถานะ</th></tr>
    ${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>
    <div class="demo">This is fictional demonstration content of the SiamICO investor portal. It describes no real
    company, project or investment. / เอกสารนี้เป็นข้อมูลสมมติเพื่อการสาธิตระบบเท่านั้น ไม่ได้อ้างอิงบริษัท โครงการ หรือการลงทุนจริงใด ๆ</div>
  </body></html>`;
}

const [, ksolar, , ariwork] = OFFERINGS;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ deviceScaleFactor: 1 });
  const tab = await context.newPage();
  const decoder = await context.newPage();
  const shoot = async (name, html, [width, height]) => {
    await tab.setViewportSize({ width, height });
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready);
    const shot = (await tab.screenshot({ type: 'png' })).toString('base64');
    const rgba = await decoder.evaluate(async (b64) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let text = '';
      for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return btoa(text);
    }, shot);
    writeFileSync(`${here}${name}`, encodePng8(Buffer.from(rgba, 'base64'), width, height));
    process.stdout.write(`${name} ${statSync(`${here}${name}`).size} bytes\n`);
  };
  for (const o of OFFERINGS) {
    await shoot(`${o.slug}-image.png`, tokenImage(o), [512, 512]);
    await shoot(`${o.slug}-poster.png`, poster(o), [1200, 675]);
  }
  await shoot(
    'ksolar-site-update.png',
    chartPicture({
      o: ksolar,
      titleEN: 'Construction progress by work package',
      titleTH: 'ความคืบหน้าการก่อสร้างแยกตามงาน',
      unit: '%',
      bars: [
        { label: 'Land & fence', value: 100 },
        { label: 'Piling', value: 85 },
        { label: 'Mounting', value: 52 },
        { label: 'Panels', value: 38 },
        { label: 'Inverters', value: 20 },
        { label: 'Grid link', value: 5 },
      ],
      note: 'Fictional figures for demonstration · ตัวเลขสมมติเพื่อการสาธิต',
    }),
    [1200, 675],
  );
  await shoot(
    'ariwork-occupancy.png',
    chartPicture({
      o: ariwork,
      titleEN: 'Average desk occupancy in the first weeks',
      titleTH: 'อัตราการใช้โต๊ะทำงานเฉลี่ยในสัปดาห์แรก ๆ หลังเปิดให้บริการ',
      unit: '%',
      bars: [
        { label: 'Week 1', value: 41 },
        { label: 'Week 2', value: 55 },
        { label: 'Week 3', value: 63 },
        { label: 'Week 4', value: 68 },
        { label: 'Week 5', value: 72 },
      ],
      note: 'Fictional figures for demonstration · ตัวเลขสมมติเพื่อการสาธิต',
    }),
    [1200, 675],
  );
  await tab.setContent(progressReport(ariwork), { waitUntil: 'load' });
  await tab.evaluate(() => document.fonts.ready);
  await tab.pdf({ path: `${here}ariwork-progress-report.pdf`, format: 'A4', printBackground: true });
  process.stdout.write(`ariwork-progress-report.pdf ${statSync(`${here}ariwork-progress-report.pdf`).size} bytes\n`);
} finally {
  await browser.close();
}
