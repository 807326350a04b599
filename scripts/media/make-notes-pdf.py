#!/usr/bin/env python3
"""Writes public/media/notes/chapter-notes.pdf: a 2-page A4 PDF of fictional chapter notes.
Hand-built PDF 1.4 using the standard Helvetica fonts (not embedded, WinAnsiEncoding),
with a correct xref table. No third-party modules."""
import pathlib, zlib

W, H = 595, 842  # A4 in points
GREEN, DARK, GOLD = (0.059, 0.478, 0.290), (0.043, 0.239, 0.180), (0.878, 0.702, 0.255)

def esc(s):
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

class Page:
    def __init__(self):
        self.ops = []
    def rect(self, x, y, w, h, rgb):
        self.ops.append("%.3f %.3f %.3f rg %d %d %d %d re f" % (*rgb, x, y, w, h))
    def text(self, x, y, s, size=11, bold=False, rgb=(0.1, 0.1, 0.1)):
        self.ops.append("BT /%s %d Tf %.3f %.3f %.3f rg %d %d Td (%s) Tj ET"
                        % ("F2" if bold else "F1", size, *rgb, x, y, esc(s)))
    def stream(self):
        return "\n".join(self.ops).encode("cp1252")

def header(p, n):
    p.rect(0, H - 90, W, 90, DARK)
    p.rect(0, H - 96, W, 6, GOLD)
    p.text(50, H - 50, "TradeSchool", 22, True, (1, 1, 1))
    p.text(50, H - 72, "Course: Stock Market Foundations  \u2022  Chapter 4", 11, False, (0.81, 0.92, 0.86))
    p.text(W - 110, H - 50, "Page %d of 2" % n, 10, False, (1, 1, 1))
    p.text(50, 40, "Educational notes with fictional examples. Not investment advice.", 9, False, (0.35, 0.35, 0.35))

def block(p, y, lines, size=11, lead=17, x=50):
    for line in lines:
        if line.startswith("# "):
            y -= 10
            p.text(x, y, line[2:], 14, True, GREEN)
            y -= lead + 2
        elif line.startswith("- "):
            p.text(x + 4, y, "\u2022", size, True, GOLD)
            p.text(x + 18, y, line[2:], size)
            y -= lead
        else:
            p.text(x, y, line, size)
            y -= lead
    return y

p1 = Page(); header(p1, 1)
p1.text(50, H - 140, "Chapter notes \u2014 Risk management basics", 20, True, DARK)
y = block(p1, H - 175, [
    "Good trading starts with deciding how much you are willing to lose before",
    "you think about how much you could win. These notes sum up the chapter.",
    "# 1. The 1-2% rule",
    "- Risk at most 1-2% of your trading capital on any single trade.",
    "- A string of losses then dents the account instead of ending it.",
    "- Decide the amount before entering, never after the trade moves.",
    "# 2. Stop-loss orders",
    "- Place the stop where your trade idea is proven wrong, not at a round number.",
    "- Never widen a stop to avoid taking a loss.",
    "- A trailing stop can lock in gains as the price moves your way.",
    "# 3. Position sizing",
    "- Size = (Capital \u00d7 Risk %) \u00f7 (Entry price - Stop price).",
    "- Smaller size for wider stops; larger size only for tighter stops.",
    "# 4. Risk-reward ratio",
    "- Aim for trades where the target is at least twice the risk (1:2).",
    "- With 1:2, you can be right only 40% of the time and still grow.",
])
p1.rect(50, y - 70, W - 100, 74, (0.93, 0.97, 0.95))
p1.rect(50, y - 70, 5, 74, GREEN)
p1.text(66, y - 18, "Key idea", 12, True, GREEN)
p1.text(66, y - 38, "Protect capital first. Profits come from staying in the game long enough", 11)
p1.text(66, y - 55, "for a good strategy to work.", 11)

p2 = Page(); header(p2, 2)
p2.text(50, H - 140, "Worked example (fictional)", 20, True, DARK)
y = block(p2, H - 175, [
    "Asha has Rs. 2,00,000 of trading capital and follows the 1% rule.",
    "- Maximum risk per trade: 1% of 2,00,000 = Rs. 2,000.",
    "- She plans to buy shares of \"Alpha Motors\" at Rs. 500, stop at Rs. 480.",
    "- Risk per share: 500 - 480 = Rs. 20.",
    "- Position size: 2,000 \u00f7 20 = 100 shares.",
    "- Target at Rs. 540 gives a reward of Rs. 40 per share: a 1:2 ratio.",
    "# Pre-trade checklist",
    "- Is the risk on this trade 2% of capital or less?",
    "- Is the stop-loss placed and entered with the order?",
    "- Is the reward at least twice the risk?",
    "- Am I trading my plan, not my mood (fear or greed)?",
    "- Have I written the trade in my journal?",
    "# Practice task",
    "Pick three charts from the course simulator. For each one, mark an entry,",
    "a stop and a target, then work out the position size for a capital of",
    "Rs. 1,00,000 at 1% risk. Bring your answers to the live session.",
])

pages = [p1, p2]
objs = {1: b"<< /Type /Catalog /Pages 2 0 R >>",
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        4: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        5: b"<< /Title (Chapter notes - Risk management basics) /Author (TradeSchool) /Producer (scripts/media/make-notes-pdf.py) >>"}
kids = []
for i, pg in enumerate(pages):
    pid, cid = 6 + 2 * i, 7 + 2 * i
    kids.append(pid)
    data = zlib.compress(pg.stream(), 9)
    objs[pid] = (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents %d 0 R "
                 b"/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>" % (W, H, cid))
    objs[cid] = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data + b"\nendstream"
objs[2] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids))

out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
offsets = {}
for n in sorted(objs):
    offsets[n] = len(out)
    out += b"%d 0 obj\n" % n + objs[n] + b"\nendobj\n"
xref = len(out)
count = max(objs) + 1
out += b"xref\n0 %d\n0000000000 65535 f \n" % count
for n in range(1, count):
    out += b"%010d 00000 n \n" % offsets[n]
out += b"trailer\n<< /Size %d /Root 1 0 R /Info 5 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (count, xref)

dst = pathlib.Path(__file__).resolve().parent.parent.parent / "public" / "media" / "notes" / "chapter-notes.pdf"
dst.parent.mkdir(parents=True, exist_ok=True)
dst.write_bytes(out)
print(dst, len(out), "bytes")
