// The phone page (docs/phone.md): taps are sent one at a time, in order, each under a key of
// its own that it keeps until the server has answered it, so a tap sent again after a lost
// connection is applied once. The page long-polls its JSON for what others changed and shows
// the server's own rendering of it (escaped there). Without JavaScript the buttons are plain
// forms that post the same taps.
(function () {
  "use strict";
  var body = document.body;
  var stateUrl = body.getAttribute("data-state");
  var tapUrl = body.getAttribute("data-tap");
  var undoUrl = body.getAttribute("data-undo");
  var csrf = body.getAttribute("data-csrf");
  var version = parseInt(body.getAttribute("data-version"), 10) || 0;
  // The page's words in its language (the server's catalogue), each with {placeholders}.
  var words = JSON.parse(body.getAttribute("data-words") || "{}");
  var plurals = new Intl.PluralRules(document.documentElement.lang || "en");
  function w(key, params) {
    return (words[key] || key).replace(/\{(\w+)\}/g, function (all, name) {
      return params && name in params ? String(params[name]) : all;
    });
  }
  var queue = [];       // taps not yet answered: {url, tap, key, said}
  var sending = false;
  var gone = false;
  var lastSaid = null;  // what this phone's last applied tap reported, for the undo button
  var armed = null;     // a button that ends a game, tapped once: tap again to send
  var armedTimer = null;
  var failures = 0;     // connection failures in a row, for the back-off
  var banner = document.createElement("div");
  banner.id = "connection";
  banner.setAttribute("role", "alert");
  banner.hidden = true;
  body.appendChild(banner);
  var toast = document.createElement("div");
  toast.id = "toast";
  toast.setAttribute("role", "status");
  toast.hidden = true;
  body.appendChild(toast);
  var toastTimer = null;
  var offlineText = null;

  function newKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    var out = "";
    for (var i = 0; i < bytes.length; i++) { out += (bytes[i] + 256).toString(16).slice(1); }
    return out;
  }

  function say(text, kind) {
    toast.textContent = text;
    toast.className = kind || "";
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () { toast.hidden = true; }, kind === "refused" ? 6000 : 2500);
  }

  function showConnection() {
    var waiting = queue.length;
    if (gone) { return; }
    if (offlineText) {
      var waits = plurals.select(waiting) === "one" ? "waiting_one" : "waiting_other";
      banner.textContent = offlineText + (waiting ? " " + w(waits, { n: waiting }) : "");
      banner.hidden = false;
      body.classList.add("offline");
    } else {
      banner.hidden = true;
      body.classList.remove("offline");
    }
  }

  function lost(text) {
    offlineText = text || w("lost");
    showConnection();
  }

  function back() {
    failures = 0;
    if (offlineText) { offlineText = null; showConnection(); }
  }

  function backOff() {
    failures += 1;
    return Math.min(500 * Math.pow(2, failures - 1), 5000);
  }

  function show(state) {
    if (!state || typeof state.version !== "number") { return; }
    if (state.version < version) { return; }
    version = state.version;
    var fresh = new DOMParser().parseFromString(
      "<main id=\"live\">" + state.html + "</main>", "text/html").getElementById("live");
    var main = document.getElementById("live");
    if (!fresh || !main) { return; }
    // Sideways the pads scroll in a column of their own: keep where it was.
    var pads = document.querySelector(".targets");
    var scrolled = pads ? pads.scrollTop : 0;
    main.replaceWith(fresh);
    pads = document.querySelector(".targets");
    if (pads) { pads.scrollTop = scrolled; }
    undoLabel();
  }

  function undoLabel() {
    var button = document.querySelector(".undo-button");
    if (button && lastSaid) { button.textContent = w("undo", { said: lastSaid }); }
  }

  function goneNow(text) {
    gone = true;
    queue = [];
    banner.textContent = text;
    banner.hidden = false;
    banner.className = "gone";
    body.classList.add("gone");
    var pads = document.querySelectorAll(".targets, .undo");
    for (var i = 0; i < pads.length; i++) { pads[i].remove(); }
  }

  function send() {
    if (sending || gone || !queue.length) { return; }
    sending = true;
    var tap = queue[0];
    var form = new URLSearchParams();
    form.set("csrf", csrf);
    form.set("key", tap.key);
    if (tap.tap) { form.set("tap", tap.tap); }
    fetch(tap.url, {
      method: "POST",
      body: form,
      headers: { "Accept": "application/json" },
      cache: "no-store",
      credentials: "omit"
    }).then(function (r) {
      if (r.status === 429) {
        var wait = 1000 * (parseFloat(r.headers.get("Retry-After")) || 1);
        lost(w("slow"));
        return { retryIn: wait };
      }
      if (r.status >= 500) { return { retryIn: backOff(), down: true }; }
      return r.json().then(function (data) { return { status: r.status, data: data }; });
    }).then(function (answer) {
      if (answer.retryIn) {
        if (answer.down) { lost(); }
        return new Promise(function (done) { setTimeout(done, answer.retryIn); });
      }
      queue.shift();
      back();
      var data = answer.data || {};
      if (answer.status === 200) {
        if (tap.said) { lastSaid = tap.said; }
        if (tap.undo) { lastSaid = null; }
        show(data.state);
        var outcomes = (data.outcomes || []).join(" ");
        say(outcomes || (data.status === "pending" ? w("pending") :
          tap.undo ? w("undone") : tap.said ? w("recorded_said", { said: tap.said }) : w("recorded")),
          data.status);
      } else if (answer.status === 404) {
        goneNow(data.error || w("gone"));
      } else {
        say(data.error || w("refused"), "refused");
      }
    }).catch(function () {
      lost();
      return new Promise(function (done) { setTimeout(done, backOff()); });
    }).then(function () {
      sending = false;
      showConnection();
      send();
    });
  }

  function enqueue(url, tapCode, said, undo) {
    if (gone) { return; }
    queue.push({ url: url, tap: tapCode, key: newKey(), said: said, undo: undo });
    showConnection();
    send();
  }

  function disarm() {
    if (armed) { armed.classList.remove("armed"); armed.textContent = armed.getAttribute("data-text"); }
    armed = null;
    clearTimeout(armedTimer);
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button") : null;
    if (!button || gone) { return; }
    if (button.classList.contains("undo-button")) {
      event.preventDefault();
      disarm();
      enqueue(undoUrl, null, null, true);
      return;
    }
    if (button.name !== "tap") { return; }
    event.preventDefault();
    if (button.classList.contains("grave") && armed !== button) {
      // What ends a game for someone takes a second tap: a pocket cannot concede.
      disarm();
      armed = button;
      button.setAttribute("data-text", button.textContent);
      button.textContent = w("again", { label: button.textContent.toLowerCase() });
      button.classList.add("armed");
      armedTimer = setTimeout(disarm, 4000);
      return;
    }
    disarm();
    enqueue(tapUrl, button.value, button.getAttribute("data-said"), false);
  });

  function poll() {
    if (gone) { return; }
    fetch(stateUrl + (stateUrl.indexOf("?") < 0 ? "?" : "&") + "after=" + version, { cache: "no-store", credentials: "omit" })
      .then(function (r) {
        if (r.status === 404) {
          return r.json().then(function (data) { goneNow(data.error || w("gone")); });
        }
        if (!r.ok) { throw new Error(String(r.status)); }
        return r.json().then(function (data) {
          if (!queue.length) { back(); }
          show(data);
        });
      })
      .then(function () { if (!gone) { setTimeout(poll, 0); } },
        function () { lost(); setTimeout(poll, backOff()); });
  }

  // For the page's own tests: what waits to be sent, and the version shown.
  window.arbiterPhone = {
    waiting: function () { return queue.length; },
    version: function () { return version; }
  };
  window.addEventListener("offline", function () { lost(w("offline")); });
  window.addEventListener("online", function () { failures = 0; send(); });
  poll();
})();
