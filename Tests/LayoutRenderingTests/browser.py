#!/usr/bin/env python3
"""Drives a headless Chromium through the DevTools protocol (over --remote-debugging-pipe,
so no port and no third-party package) for the rendering tests.

    browser.py CHROMIUM PAGE WIDTH HEIGHT < steps.json > results.json

PAGE is a local file. steps.json is a list of steps, each run in order after the page has
loaded; results.json has one result per step, then what the page did:

    {"eval": "JS expression"}      -> the value (JSON-serialisable)
    {"click": [x, y]}              -> null; a mouse click at CSS pixel x, y
    {"pixels": [[x, y], ...]}      -> [[r, g, b, a], ...] from a screenshot at scale 1
    {"clickSelector": "css"}       -> [x, y]; the element scrolled into view, clicked at its centre
    {"pixelAt": "css"}             -> [r, g, b, a] at the element's centre, scrolled into view

    {"results": [...], "requests": [every URL the page requested], "exceptions": [...],
     "dialogs": [...], "console": [...]}
"""
import base64
import json
import os
import struct
import subprocess
import sys
import tempfile
import zlib


def decode_png(data):
    """Width, height and RGBA rows of an 8-bit RGB or RGBA, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, "unsupported PNG"
            bpp = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, bpp, rows


class Browser:
    def __init__(self, chromium, width, height):
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        self.profile = tempfile.TemporaryDirectory()

        def setup():
            # Chromium reads commands from fd 3 and writes replies to fd 4.
            r, w = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(r, 3)
            os.dup2(w, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--user-data-dir=" + self.profile.name, "--hide-scrollbars",
             "--window-size=%d,%d" % (width, height), "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=setup, pass_fds=(3, 4))
        os.close(to_child_r)
        os.close(from_child_w)
        self.out = os.fdopen(to_child_w, "wb")
        self.inp = os.fdopen(from_child_r, "rb")
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def read_message(self):
        while b"\0" not in self.buffer:
            chunk = self.inp.read1(65536)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        self.out.write(json.dumps(message).encode() + b"\0")
        self.out.flush()
        while True:
            m = self.read_message()
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError("%s: %s" % (method, m["error"]))
                return m.get("result", {})
            self.events.append(m)

    def wait_for(self, method):
        for k, e in enumerate(self.events):
            if e.get("method") == method:
                del self.events[k]
                return e
        while True:
            m = self.read_message()
            if m.get("method") == method:
                return m
            self.events.append(m)

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.profile.cleanup()


def click(b, x, y):
    for kind in ("mousePressed", "mouseReleased"):
        b.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})


def centre(b, selector):
    """The centre of the first element `selector` matches, in viewport pixels, after
    scrolling it into the middle of the viewport."""
    script = ("(function(){var e=document.querySelector(%s);if(!e)return null;"
              "e.scrollIntoView({block:'center',inline:'center'});"
              "var r=e.getBoundingClientRect();return [r.x+r.width/2,r.y+r.height/2];})()") % json.dumps(selector)
    r = b.send("Runtime.evaluate", {"expression": script, "returnByValue": True})
    value = r["result"].get("value")
    if value is None:
        raise RuntimeError("nothing matches %s" % selector)
    return value


def pixels(b, points):
    shot = b.send("Page.captureScreenshot", {"format": "png"})
    w, h, bpp, rows = decode_png(base64.b64decode(shot["data"]))
    values = []
    for x, y in points:
        x, y = int(x), int(y)
        if not (0 <= x < w and 0 <= y < h):
            values.append(None)
            continue
        p = rows[y][x * bpp:(x + 1) * bpp]
        values.append(list(p) + ([255] if bpp == 3 else []))
    return values


def main():
    chromium, page, width, height = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    steps = json.load(sys.stdin)
    b = Browser(chromium, width, height)
    try:
        target = b.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        b.session = b.send("Target.attachToTarget", {"targetId": target, "flatten": True},
                           session=False)["sessionId"]
        for domain in ("Page", "Network", "Runtime"):
            b.send(domain + ".enable")
        b.send("Emulation.setDeviceMetricsOverride",
               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        b.send("Page.navigate", {"url": "file://" + os.path.abspath(page)})
        b.wait_for("Page.loadEventFired")
        results = []
        for step in steps:
            if "eval" in step:
                r = b.send("Runtime.evaluate", {"expression": step["eval"], "returnByValue": True})
                if "exceptionDetails" in r:
                    raise RuntimeError("eval failed: %s" % json.dumps(r["exceptionDetails"]))
                results.append(r["result"].get("value"))
            elif "click" in step:
                click(b, *step["click"])
                results.append(None)
            elif "clickSelector" in step or "pixelAt" in step:
                selector = step.get("clickSelector") or step.get("pixelAt")
                x, y = centre(b, selector)
                if "clickSelector" in step:
                    click(b, x, y)
                    results.append([x, y])
                else:
                    results.append(pixels(b, [[x, y]])[0])
            elif "pixels" in step:
                results.append(pixels(b, step["pixels"]))
            else:
                raise RuntimeError("unknown step %r" % step)
        events = b.events
        print(json.dumps({
            "results": results,
            "requests": [e["params"]["request"]["url"] for e in events
                         if e.get("method") == "Network.requestWillBeSent"],
            "exceptions": [e["params"]["exceptionDetails"].get("text", "")
                           for e in events if e.get("method") == "Runtime.exceptionThrown"],
            "dialogs": [e["params"].get("message", "")
                        for e in events if e.get("method") == "Page.javascriptDialogOpening"],
            "console": [" ".join(str(a.get("value", "")) for a in e["params"].get("args", []))
                        for e in events if e.get("method") == "Runtime.consoleAPICalled"],
        }))
    finally:
        b.close()


if __name__ == "__main__":
    main()
