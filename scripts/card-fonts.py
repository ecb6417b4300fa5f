#!/usr/bin/env python3
# Makes the two fonts the drawn share cards use (decision 0097), committed to web/share/ so a build needs neither
# Python nor the fonts: Geist at weight 600 (the site's headings) as a static TrueType for Latin, and Noto Sans CJK TC
# Bold cut to Big5's characters, CJK punctuation and full-width forms for Chinese. Run it again only to change them:
#   apt-get install -y python3-fonttools python3-brotli fonts-noto-cjk && npm ci && /usr/bin/python3 scripts/card-fonts.py
import os
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont
from fontTools import subset

ROOT = os.path.join(os.path.dirname(__file__), '..')
OUT = os.path.join(ROOT, 'web', 'share')
NOTO = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'
GEIST = os.path.join(ROOT, 'node_modules', '@fontsource-variable', 'geist', 'files', 'geist-latin-wght-normal.woff2')

# Latin: the variable font fixed at 600, unhinted, as TrueType (the renderer reads neither woff2 nor variations).
latin = instantiateVariableFont(TTFont(GEIST), {'wght': 600})
latin.flavor = None
latin.save(os.path.join(OUT, 'card-latin.ttf'))

# Chinese: every character Big5 encodes (13,000 and more Han characters, what Traditional Chinese text uses), with
# the Latin and punctuation the Chinese face carries for mixed lines.
codes = set()
for lead in range(0xA1, 0xFA):
    for trail in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
        try:
            codes.update(ord(c) for c in bytes([lead, trail]).decode('big5'))
        except UnicodeDecodeError:
            pass
for first, last in [(0x20, 0x7E), (0xA0, 0xFF), (0x2010, 0x2027), (0x2030, 0x203A), (0x3000, 0x303F), (0xFF00, 0xFFEF)]:
    codes.update(range(first, last + 1))
options = subset.Options()
options.layout_features = ['kern', 'palt']
options.hinting = False
options.font_number = 3  # Noto Sans CJK TC Bold in the collection
cjk = subset.load_font(NOTO, options)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=codes)
subsetter.subset(cjk)
subset.save_font(cjk, os.path.join(OUT, 'card-cjk.otf'), options)
