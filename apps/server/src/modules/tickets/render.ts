import {
  formatOrderNumber,
  type Order,
  TICKET_LABELS,
  TICKET_SCRIPT_PATH,
  type UiLanguage,
} from '@larder/contract';
import { toLocalIso } from '../orders/view.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and attribute values: every character that could open markup is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** 'HH:mm' and 'DD/MM/YYYY' of a `...Local` field (`YYYY-MM-DDTHH:mm:ss` on the vendor's clock). */
function localParts(local: string | null): { time: string; date: string } | null {
  const match = local && /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  return { time: `${hour}:${minute}`, date: `${day}/${month}/${year}` };
}

/** Print CSS for an 80 mm roll: 72 mm of printable width, black on white, no screen chrome. */
const STYLE = `
@page { size: 80mm auto; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; background: #f1f3f5; color: #000; }
body { font: 14px/1.35 "DejaVu Sans Mono", "Courier New", monospace; }
.toolbar { display: flex; justify-content: center; padding: 12px; }
.toolbar button { font: inherit; font-size: 16px; font-weight: 700; padding: 8px 24px; cursor: pointer; }
.ticket { width: 80mm; margin: 0 auto 24px; padding: 4mm; background: #fff; }
.vendor { text-align: center; margin: 0; }
.number { font-size: 34px; line-height: 1.1; text-align: center; margin: 2mm 0; letter-spacing: 1px; }
.type { text-align: center; font-size: 18px; font-weight: 700; margin: 0; text-transform: uppercase; }
.code { text-align: center; font-size: 22px; font-weight: 700; border: 2px solid #000; margin: 2mm 0; padding: 1mm; }
.times { display: grid; grid-template-columns: auto 1fr; gap: 0 3mm; margin: 2mm 0; }
.times dt { font-weight: 700; } .times dd { margin: 0; text-align: right; }
.items { list-style: none; margin: 0; padding: 2mm 0; border-top: 1px dashed #000; border-bottom: 1px dashed #000; }
.item + .item { margin-top: 2mm; }
.item-line { display: flex; gap: 2mm; font-size: 16px; font-weight: 700; }
.components { list-style: none; margin: 0; padding-left: 8mm; }
.note { margin: 1mm 0 0; padding-left: 8mm; font-style: italic; }
.order-comment { margin: 2mm 0 0; }
.customer { margin: 2mm 0 0; }
.changed { text-align: center; font-size: 20px; font-weight: 700; border: 2px dashed #000; margin: 2mm 0; padding: 1mm; text-transform: uppercase; }
.removed { text-decoration: line-through; }
@media print {
  html, body { background: #fff; }
  .toolbar { display: none; }
  .ticket { margin: 0; width: 80mm; }
}
`;

export interface TicketInput {
  order: Order;
  vendorName: string;
  timeZone: string;
  lang: UiLanguage;
}

/**
 * The kitchen ticket of one order as a whole HTML page. Every text that came from a user (menu
 * names, comments, the customer's name, the vendor's name) goes through escapeHtml.
 */
export function renderTicket({ order, vendorName, timeZone, lang }: TicketInput): string {
  const l = TICKET_LABELS[lang];
  const number = formatOrderNumber(order.orderId);
  const placed = localParts(toLocalIso(new Date(order.createdAt), timeZone));
  const readyBy = localParts(order.estimatedCookingEndAtLocal);
  const line = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;

  const items = order.items
    .map((item) => {
      const components = item.components.length
        ? `<ul class="components">${item.components
            .map((c) => `<li>+ ${c.count > 1 ? `${c.count}× ` : ''}${escapeHtml(c.name)}</li>`)
            .join('')}</ul>`
        : '';
      const note = item.comment ? `<p class="note">${escapeHtml(item.comment)}</p>` : '';
      return `<li class="item"><div class="item-line"><span>${item.count}×</span><span>${escapeHtml(item.name)}</span></div>${components}${note}</li>`;
    })
    .join('');
  const changes = amendmentLines(order, l);

  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${number} · ${l.title}`)}</title>
<style>${STYLE}</style>
<script src="${TICKET_SCRIPT_PATH}" defer></script>
</head>
<body>
<div class="toolbar"><button type="button" id="print-ticket">${escapeHtml(l.print)}</button></div>
<main class="ticket" data-testid="ticket">
<p class="vendor">${escapeHtml(vendorName)}</p>
<h1 class="number">${number}</h1>
<p class="type">${escapeHtml(order.receiptType === 'TAKEAWAY' ? l.takeaway : l.delivery)}</p>
${order.takeAwayCode ? `<p class="code">${escapeHtml(`${l.code}: ${order.takeAwayCode}`)}</p>` : ''}
<dl class="times">
${placed ? line(l.placed, `${placed.time} ${placed.date}`) : ''}
${readyBy ? line(l.readyBy, readyBy.time) : ''}
</dl>
${changes.changed ? `<p class="changed">${escapeHtml(l.changed)}</p>` : ''}
<ul class="items">${items}${changes.lines}</ul>
${order.comment ? `<p class="order-comment"><b>${escapeHtml(l.comment)}:</b> ${escapeHtml(order.comment)}</p>` : ''}
<p class="customer"><b>${escapeHtml(l.customer)}:</b> ${escapeHtml(order.customerInfo.name)}</p>
</main>
</body>
</html>
`;
}

/**
 * What the kitchen changed (docs/product.md#changing-an-accepted-order), for a reprint marked
 * CHANGED: the lines, counts and modifiers taken away, struck through, and a substitute still
 * waiting for the customer's answer.
 */
function amendmentLines(order: Order, l: (typeof TICKET_LABELS)[UiLanguage]) {
  const struck = (count: number, name: string) =>
    `<li class="item removed"><div class="item-line"><span>${count}×</span><span>${escapeHtml(name)}</span></div></li>`;
  const lines: string[] = [];
  let changed = false;
  for (const amendment of order.amendments) {
    if (amendment.status === 'PENDING') {
      for (const { before, substitute } of amendment.substitutes) {
        lines.push(
          `<li class="item"><p class="note">${escapeHtml(`${l.waiting}: ${before.name} → ${substitute.count}× ${substitute.name}`)}</p></li>`,
        );
      }
      continue;
    }
    changed = true;
    for (const { before, after } of amendment.removed) {
      if (!after) lines.push(struck(before.count, before.name));
      else if (after.count < before.count) lines.push(struck(before.count - after.count, before.name));
      const kept = new Set(after?.components.map((c) => c.componentId) ?? []);
      for (const c of after ? before.components.filter((c) => !kept.has(c.componentId)) : []) {
        lines.push(struck(c.count, `${before.name} + ${c.name}`));
      }
    }
    // Replaced (the substitute is among the items) or refused: the line the order had is gone.
    for (const { before } of amendment.substitutes) lines.push(struck(before.count, before.name));
  }
  return { changed, lines: lines.join('') };
}

/**
 * The ticket page's script, served as a file from our origin (the CSP runs no inline script): the
 * Print button prints; `?autoprint=1` (print on accept) prints at once and closes the tab after.
 */
export const TICKET_SCRIPT = `'use strict';
document.getElementById('print-ticket').addEventListener('click', function () { window.print(); });
if (new URLSearchParams(window.location.search).get('autoprint') === '1') {
  window.addEventListener('afterprint', function () { window.close(); });
  window.print();
}
`;
