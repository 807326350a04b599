/*
 * Demo stand-in for VdoCipher's player API script (https://player.vdocipher.com/v2/api.js),
 * loaded through the same setting (VITE_VIDEO_PLAYER_API_URL). Same surface as the real one:
 *   var player = VdoPlayer.getInstance(iframe);
 *   player.video.addEventListener('timeupdate' | 'ended' | 'loadedmetadata' | 'pause' | ..., fn);
 *   player.video.removeEventListener(...); player.video.currentTime (get, set to seek);
 *   player.video.duration; player.video.paused; player.video.playbackRate (get, set);
 *   player.video.play(); player.video.pause();
 *   player.api.setCaptionLanguage(langCode) (shows that language's captions); player.api.hideCaptions()
 * It talks to /demo/player.html (player-frame.js) in the iframe with postMessage, to and from the
 * iframe's origin only (the player may be served from another origin than the site's).
 * The window listener exists only while someone listens, so a removed player leaks nothing.
 */
(function () {
  'use strict';

  var SOURCE = 'tradeschool-demo-player';
  var players = new WeakMap();

  function createPlayer(iframe) {
    var listeners = {};
    var count = 0;
    var state = { currentTime: 0, duration: NaN, paused: true, ended: false, playbackRate: 1 };
    var origin = new URL(iframe.src, window.location.href).origin;

    function post(message) {
      message.source = SOURCE;
      if (iframe.contentWindow) iframe.contentWindow.postMessage(message, origin);
    }

    function onMessage(message) {
      if (message.origin !== origin || message.source !== iframe.contentWindow) return;
      var data = message.data;
      if (!data || data.source !== SOURCE || data.type !== 'event') return;
      state.currentTime = data.currentTime;
      state.duration = data.duration;
      state.paused = data.paused;
      state.ended = data.ended;
      (listeners[data.event] || []).slice().forEach(function (listener) {
        listener.call(video, { type: data.event, target: video });
      });
    }

    var video = {
      addEventListener: function (type, listener) {
        var list = listeners[type] || (listeners[type] = []);
        if (list.indexOf(listener) !== -1) return;
        list.push(listener);
        count += 1;
        if (count === 1) {
          window.addEventListener('message', onMessage);
          post({ type: 'sync' });
        }
      },
      removeEventListener: function (type, listener) {
        var list = listeners[type] || [];
        var index = list.indexOf(listener);
        if (index === -1) return;
        list.splice(index, 1);
        count -= 1;
        if (count === 0) window.removeEventListener('message', onMessage);
      },
      play: function () {
        post({ type: 'call', method: 'play' });
        return Promise.resolve();
      },
      pause: function () {
        post({ type: 'call', method: 'pause' });
      },
    };
    Object.defineProperties(video, {
      currentTime: {
        get: function () {
          return state.currentTime;
        },
        set: function (seconds) {
          state.currentTime = seconds;
          post({ type: 'set', property: 'currentTime', value: seconds });
        },
      },
      duration: {
        get: function () {
          return state.duration;
        },
      },
      paused: {
        get: function () {
          return state.paused;
        },
      },
      playbackRate: {
        get: function () {
          return state.playbackRate;
        },
        set: function (rate) {
          state.playbackRate = rate;
          post({ type: 'set', property: 'playbackRate', value: rate });
        },
      },
      ended: {
        get: function () {
          return state.ended;
        },
      },
    });
    var api = {
      setCaptionLanguage: function (language) {
        post({ type: 'call', method: 'setCaptionLanguage', value: String(language) });
        return Promise.resolve();
      },
      hideCaptions: function () {
        post({ type: 'call', method: 'hideCaptions' });
        return Promise.resolve();
      },
    };
    return { video: video, api: api };
  }

  window.VdoPlayer = {
    getInstance: function (iframe) {
      var player = players.get(iframe);
      if (!player) {
        player = createPlayer(iframe);
        players.set(iframe, player);
      }
      return player;
    },
  };
  if (typeof window.onVdoPlayerV2APIReady === 'function') window.onVdoPlayerV2APIReady();
})();
