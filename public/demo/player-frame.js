/*
 * The demo player page (public/demo/player.html): the stand-in for VdoCipher's player iframe.
 * It reads `otp` and `playbackInfo` (base64 JSON { videoId, src }) from its query, plays `src` in
 * a <video controls>, and talks to /demo/player-api.js in the page that embeds it with postMessage,
 * that page's origin only: media events go up, seeks and play/pause come down. Like VdoCipher's, it
 * may be served from another origin than the site's (tools/perf.ts does so).
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

  /** The video file of the credentials, only when it lives on this site. */
  function sourceOf(playbackInfo) {
    try {
      var info = JSON.parse(window.atob(playbackInfo));
      if (!info || typeof info.src !== 'string') return null;
      var url = new URL(info.src, window.location.href);
      return url.origin === origin ? url.href : null;
    } catch (error) {
      return null;
    }
  }

  var otp = params.get('otp');
  var src = sourceOf(params.get('playbackInfo') || '');
  if (!otp || !src) {
    fail('This video could not be loaded.');
    return;
  }

  var video = document.createElement('video');
  video.controls = true;
  video.playsInline = true;
  video.preload = 'metadata';
  video.setAttribute('aria-label', 'Course video');
  video.src = src;
  video.textContent = 'Your browser does not support the video tag.';
  stage.appendChild(video);

  function send(event) {
    if (window.parent === window) return;
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
      video.currentTime = data.value;
    } else if (data.type === 'set' && data.property === 'playbackRate' && data.value >= 0.25 && data.value <= 4) {
      video.playbackRate = data.value;
    } else if (data.type === 'call' && data.method === 'play') {
      video.play().catch(function () {
        // Autoplay may be refused until the learner interacts: the controls remain.
      });
    } else if (data.type === 'call' && data.method === 'pause') {
      video.pause();
    } else if (data.type === 'sync') {
      // A player API that attached late: tell it the state, and replay the metadata event if missed.
      send(video.readyState >= 1 ? 'loadedmetadata' : 'sync');
    }
  });

  send('ready');
})();
