/*
 * The demo player page (public/demo/player.html): the stand-in for VdoCipher's player iframe.
 * It reads `otp` and `playbackInfo` (base64 JSON { videoId, src, sources, captions }) from its
 * query, plays `src` in a <video controls> with a <track> per captions file, and talks to
 * /demo/player-api.js in the page that embeds it with postMessage, that page's origin only: media
 * events go up; seeks, play/pause and the captions' language come down. The demo lessons are
 * narrated in each language on one timeline (`sources`): the narration follows the captions'
 * language, keeping the moment. Like VdoCipher's, it may be served from another origin than the
 * site's (tools/perf.ts does so).
 * No inline scripts or event handlers (the site's CSP forbids them); plain ES2017.
 */
(function () {
  'use strict';

  var SOURCE = 'tradeschool-demo-player';
  var EVENTS = ['loadedmetadata', 'durationchange', 'timeupdate', 'play', 'pause', 'seeked', 'ended'];
  var origin = window.location.origin;
  // The embedding page's origin: Chromium and Safari name it; elsewhere the referrer carries it
  // (the site's referrer policy keeps the origin across origins).
  var parentOrigin =
    (window.location.ancestorOrigins && window.location.ancestorOrigins[0]) ||
    (document.referrer ? new URL(document.referrer).origin : origin);
  var stage = document.getElementById('stage');
  var params = new URLSearchParams(window.location.search);

  function fail(text) {
    var message = document.createElement('p');
    message.className = 'message';
    message.setAttribute('role', 'alert');
    message.textContent = text;
    stage.appendChild(message);
  }

  /** A file the credentials name, only when it lives on this site. */
  function ownUrl(value) {
    if (typeof value !== 'string') return null;
    try {
      var url = new URL(value, window.location.href);
      return url.origin === origin ? url.href : null;
    } catch (error) {
      return null;
    }
  }

  function infoOf(playbackInfo) {
    try {
      var info = JSON.parse(window.atob(playbackInfo));
      return info && typeof info === 'object' ? info : null;
    } catch (error) {
      return null;
    }
  }

  var otp = params.get('otp');
  var info = infoOf(params.get('playbackInfo') || '');
  var src = info && ownUrl(info.src);
  if (!otp || !src) {
    fail('This video could not be loaded.');
    return;
  }
  var sources = info.sources && typeof info.sources === 'object' ? info.sources : {};
  var captions = Array.isArray(info.captions) ? info.captions : [];

  var video = document.createElement('video');
  video.controls = true;
  video.playsInline = true;
  video.preload = 'metadata';
  video.setAttribute('aria-label', 'Course video');
  video.src = src;
  video.textContent = 'Your browser does not support the video tag.';
  captions.forEach(function (caption) {
    var captionSrc = caption && ownUrl(caption.src);
    if (!captionSrc || typeof caption.language !== 'string') return;
    var track = document.createElement('track');
    track.kind = 'captions';
    track.srclang = caption.language;
    track.label = typeof caption.label === 'string' ? caption.label : caption.language;
    track.src = captionSrc;
    video.appendChild(track);
  });
  stage.appendChild(video);

  // While the narration changes language, the new file starts at 0: its events would say so. A
  // seek asked for meanwhile is where the new file starts.
  var switching = false;
  var switchedAt = 0;

  /** Shows the captions in `language` (none for null), the narration in it too where there is one. */
  function showCaptions(language) {
    Array.prototype.forEach.call(video.textTracks, function (track) {
      track.mode = track.language === language ? 'showing' : 'disabled';
    });
    var narration = language && ownUrl(sources[language]);
    if (!narration || narration === video.currentSrc || narration === video.src) return;
    var playing = !video.paused;
    switchedAt = video.currentTime;
    switching = true;
    video.addEventListener(
      'error',
      function () {
        switching = false;
      },
      { once: true },
    );
    video.src = narration;
    video.addEventListener(
      'loadedmetadata',
      function () {
        video.currentTime = switchedAt;
        switching = false;
        send('timeupdate');
        if (playing) video.play().catch(function () {});
      },
      { once: true },
    );
  }

  function hideCaptions() {
    Array.prototype.forEach.call(video.textTracks, function (track) {
      if (track.mode === 'showing') track.mode = 'hidden';
    });
  }

  function send(event) {
    if (window.parent === window || switching) return;
    window.parent.postMessage(
      {
        source: SOURCE,
        type: 'event',
        event: event,
        currentTime: video.currentTime,
        duration: video.duration,
        paused: video.paused,
        ended: video.ended,
      },
      parentOrigin,
    );
  }

  EVENTS.forEach(function (name) {
    video.addEventListener(name, function () {
      send(name);
    });
  });

  window.addEventListener('message', function (message) {
    if (message.origin !== parentOrigin || message.source !== window.parent) return;
    var data = message.data;
    if (!data || data.source !== SOURCE) return;
    if (data.type === 'set' && data.property === 'currentTime' && Number.isFinite(data.value)) {
      if (switching) switchedAt = data.value;
      else video.currentTime = data.value;
    } else if (data.type === 'set' && data.property === 'playbackRate' && data.value >= 0.25 && data.value <= 4) {
      video.playbackRate = data.value;
    } else if (data.type === 'call' && data.method === 'play') {
      video.play().catch(function () {
        // Autoplay may be refused until the learner interacts: the controls remain.
      });
    } else if (data.type === 'call' && data.method === 'pause') {
      video.pause();
    } else if (data.type === 'call' && data.method === 'setCaptionLanguage' && typeof data.value === 'string') {
      showCaptions(data.value);
    } else if (data.type === 'call' && data.method === 'hideCaptions') {
      hideCaptions();
    } else if (data.type === 'sync') {
      // A player API that attached late: tell it the state, and replay the metadata event if missed.
      send(video.readyState >= 1 ? 'loadedmetadata' : 'sync');
    }
  });

  send('ready');
})();
