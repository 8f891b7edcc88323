#!/usr/bin/env python3
"""Deterministic synthetic corpus and query list for Scripts/bench.

  bench-corpus.py corpus OUT_DIR MIB       write >= MIB MiB of text files (100-500 KB each) under OUT_DIR
  bench-corpus.py queries OUT_FILE N [DEV]  write N search queries, one a line

Everything is derived from the bundled sources (Corpus/*.txt) and a fixed seed, so each run writes
the same bytes. Generated files are made of variants of the sources: headings renumbered, script
swapped (traditional <-> simplified) for some, paragraphs shuffled within sections, synthetic words
and numbers inserted.
"""
import glob
import hashlib
import os
import random
import re
import sys

SEED = 20240601
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# Common traditional/simplified pairs (one-to-one ones only, so both directions are safe).
PAIRS = ("體体 設设 顏颜 圖图 標标 欄栏 應应 視视 覺觉 適适 備备 動动 態态 類类 畫画 簽签 導导 鈕钮 "
         "狀状 對对 當当 時时 個个 會会 內内 這这 為为 與与 從从 們们 來来 區区 顯显 確确 選选 擇择 "
         "點点 統统 義义 戶户 開开 關关 變变 現现 數数 據据 擊击 認认 讀读 閱阅 寬宽 實实 單单 頁页 "
         "樣样 條条 長长 間间 邊边 輕轻 聲声 頻频 過过 還还 無无 號号 語语 說说 讓让 達达 經经 傳传 "
         "種种 觀观 層层 題题 該该 請请 記记 質质 術术 淺浅 啟启 驗验 進进 較较 覽览 雜杂 斷断 細细 "
         "節节 隱隐 離离 總总 專专 業业 處处 務务 線线 網网 絡络 機机 電电 話话 聯联 調调 計计")
T2S = str.maketrans({p[0]: p[1] for p in PAIRS.split()})
S2T = str.maketrans({p[1]: p[0] for p in PAIRS.split()})

CN_DIGITS = "零一二三四五六七八九"
HEADING_CN = re.compile(r"^([一二三四五六七八九十]+)、")      # 一、適應性布局
ITEM = re.compile(r"^(\d+)[、.．](?!\d)\s*")                  # 1、不同的設備…  / 2. …
DECIMAL = re.compile(r"^(\d+)((?:\.\d+)+|\.)(\s+)")           # 5.1 應用圖標 / 5. 圖像
PINYIN = re.compile(r"\([a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]+\)")  # converter debris: 應(yīng)
SYLLABLES = ["ka", "lo", "mi", "ren", "su", "tai", "vo", "zen", "qua", "dri", "pel", "nox", "ith", "bra"]
UNITS = ["pt", "px", "%", "ms", ":1", "x", " KB", "dp"]


def cn_number(n):
    """1..99 as Chinese numerals (十一, 二十三)."""
    tens, ones = divmod(n, 10)
    return (("" if tens == 1 else CN_DIGITS[tens]) + "十" if tens else "") + (CN_DIGITS[ones] if ones else "")


def cn_value(s):
    """Inverse of cn_number for the headings found in the corpus."""
    if "十" in s:
        a, _, b = s.partition("十")
        return (CN_DIGITS.index(a) if a else 1) * 10 + (CN_DIGITS.index(b) if b else 0)
    return CN_DIGITS.index(s)


def sources():
    """The bundled texts, in name order, as (text, paragraph separator)."""
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Corpus", "*.txt"))):
        text = open(path, encoding="utf-8").read()
        out.append((text, "\n\n" if "\n\n" in text else "\n"))
    return out


def vocabulary(texts):
    """CJK runs and English words of the sources, for synthetic inserts and queries."""
    joined = PINYIN.sub("", "\n".join(texts))
    cjk = re.findall(r"[\u4e00-\u9fff]{2,}", joined)
    words = sorted(set(w for w in re.findall(r"(?<![A-Za-z])[A-Za-z]{3,}(?![A-Za-z])", joined) if w != "OR"))
    return cjk, words


def is_heading(line):
    return len(line) < 60 and (HEADING_CN.match(line) or DECIMAL.match(line))


def variant(text, sep, rng, cjk, words):
    """One rewritten copy of a source text."""
    offset = rng.randint(0, 12)               # heading numbers shifted by this much
    item_style = rng.choice(["、", ". "])      # numbered items written as 1、 or 1.
    script = rng.choice([None, None, T2S, S2T])  # keep, or fold to simplified / traditional
    paragraphs = [p for p in text.split("\n") if p.strip()]

    # Sections start at top-level headings; the preamble is section 0.
    sections = [[]]
    for p in paragraphs:
        if is_heading(p):
            sections.append([p])
        else:
            sections[-1].append(p)

    out = []
    for section in sections:
        head, body = (section[:1], section[1:]) if section and is_heading(section[0]) else ([], section)
        if rng.random() < 0.7:
            rng.shuffle(body)                  # paragraph order within the section
        for h in head:
            m = HEADING_CN.match(h)
            if m:
                h = cn_number(min(99, cn_value(m.group(1)) + offset)) + "、" + h[m.end():]
            else:
                m = DECIMAL.match(h)
                h = str(int(m.group(1)) + offset) + m.group(2) + m.group(3) + h[m.end():]
            out.append(h)
        n = 0
        for p in body:
            m = ITEM.match(p)
            if m:                              # renumber items in their new order
                n += 1
                p = f"{n}{item_style}{p[m.end():]}"
            if rng.random() < 0.3:             # a synthetic sentence after some full stop
                word = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()
                cjk_word = rng.choice(cjk)[:rng.randint(2, 4)]
                extra = f"{cjk_word}{rng.choice(cjk)[:2]}的{rng.choice(words)} {word}{rng.randint(1, 999)}{rng.choice(UNITS)}。"
                cut = p.find("。", rng.randrange(len(p))) + 1 or len(p)
                p = p[:cut] + extra + p[cut:]
            out.append(p)
    result = sep.join(out) + "\n"
    return result.translate(script) if script else result


def write_corpus(out_dir, mib):
    srcs = sources()
    cjk, words = vocabulary([t for t, _ in srcs])
    rng = random.Random(SEED)
    total, target, i = 0, mib * 1024 * 1024, 0
    digest = hashlib.sha256()
    while total < target:
        size = rng.randint(100_000, 500_000)   # this file's size in bytes, roughly
        parts, length = [], 0
        while length < size:
            text, sep = rng.choice(srcs)
            part = variant(text, sep, rng, cjk, words)
            parts.append(part)
            length += len(part.encode("utf-8"))
        data = "\n".join(parts).encode("utf-8")
        folder = os.path.join(out_dir, f"group-{i // 25:03d}")   # nested folders: ingest recurses
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"bench-{i:05d}.txt"), "wb") as f:
            f.write(data)
        digest.update(data)
        total += len(data)
        i += 1
    print(f"{i} files, {total} bytes, sha256 {digest.hexdigest()[:16]}")


def write_queries(out_file, n, dev=None):
    srcs = sources()
    cjk, words = vocabulary([t for t, _ in srcs])
    rng = random.Random(SEED + 1)
    queries = []
    if dev and os.path.exists(dev):            # column 1 of the development queries
        for line in open(dev, encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                queries.append(line.split("\t")[0].strip())
    while len(queries) < n:                    # then alternately a CJK substring and an English word
        if len(queries) % 2:
            run = rng.choice([r for r in cjk if len(r) >= 3])
            k = rng.randint(2, 3)
            start = rng.randrange(len(run) - k + 1)
            queries.append(run[start:start + k])
        else:
            queries.append(rng.choice(words))
    with open(out_file, "w", encoding="utf-8") as f:
        f.write("\n".join(queries[:n]) + "\n")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "corpus":
        write_corpus(sys.argv[2], int(sys.argv[3]))
    elif len(sys.argv) >= 4 and sys.argv[1] == "queries":
        write_queries(sys.argv[2], int(sys.argv[3]), sys.argv[4] if len(sys.argv) > 4 else None)
    else:
        sys.exit(__doc__)
