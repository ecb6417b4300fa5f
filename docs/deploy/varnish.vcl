vcl 4.1;
import std;
# Varnish in front of the site (docs/deploy.md section 12, decision 0070). The site says what may be kept and for how
# long (Cache-Control: s-maxage, stale-while-revalidate); this file only decides what a visitor's request is keyed by,
# keeps the admin out of the cache, and lets the site purge what an edit changed.
#
# Visitors are keyed by URL and one normalised language (the `lang` cookie, "zh" or nothing), never by the raw Cookie
# header: the page is the same for every theme (a script in its head paints the visitor's before the first paint).

# The site, on the same machine (PORT in its .env).
backend site {
  .host = "127.0.0.1";
  .port = "3000";
}

# Who may purge: the site itself, on the listener of its own (`-a purge=127.0.0.1:6091`, docs/deploy.md section 13;
# CACHE_PURGE_URL in its .env points there). Visitors arrive through the TLS proxy, from loopback too: the address alone
# cannot tell them apart, the listener can.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  # The site names what an edit changed (x-purge-keys: "/api/content/home site"); every kept answer made from one of
  # them is dropped, in all its variants. A key is a read's URL or "site": nothing else is accepted.
  if (req.method == "PURGE") {
    if (local.socket != "purge" || client.ip !~ purgers) {
      return (synth(403, "Not allowed to purge"));
    }
    if (req.http.x-purge-keys !~ "^[a-z0-9/-]+( [a-z0-9/-]+)*$") {
      return (synth(400, "x-purge-keys must be keys separated by spaces"));
    }
    # (A ban's expression is cut at spaces, so the regex names the space as a class.)
    if (!std.ban("obj.http.surrogate-key ~ (^|[[:space:]])(" + regsuball(req.http.x-purge-keys, " ", "|") + ")([[:space:]]|$)")) {
      return (synth(400, std.ban_error()));
    }
    return (synth(200, "Purged"));
  }
  # Writes, and the admin area: always the site's own answer.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "^/admin(/|\?|$)") {
    return (pass);
  }
  # Signed in (a session or a known-device cookie): the admin sees the site as it is now, and private calls keep their
  # cookies. Anything else a cookie holds besides the language and theme also goes to the site.
  if (req.http.Cookie) {
    if (req.http.Cookie ~ "(^|;\s*)lang=zh(;|$)") {
      set req.http.x-lang = "zh";
    }
    set req.http.x-other-cookies = regsuball(req.http.Cookie, "(^|;\s*)(lang|theme)=[^;]*", "");
    if (req.http.x-other-cookies ~ "[^;\s]") {
      unset req.http.x-other-cookies;
      unset req.http.x-lang;
      return (pass);
    }
    unset req.http.x-other-cookies;
    # The one thing of the cookies a page depends on, in one spelling: the site's answers say Vary: Cookie.
    if (req.http.x-lang) {
      set req.http.Cookie = "lang=" + req.http.x-lang;
    } else {
      unset req.http.Cookie;
    }
    unset req.http.x-lang;
  }
  return (hash);
}

sub vcl_hash {
  # HTTPS answers carry Strict-Transport-Security; plain ones do not.
  hash_data(req.http.X-Forwarded-Proto);
}

sub vcl_backend_response {
  # Serving an answer stale while fetching it anew is the site's to allow, and only to shared caches: it says so in
  # CDN-Cache-Control (RFC 9213), which browsers ignore. Without it, nothing stale is served.
  if (beresp.http.cdn-cache-control ~ "stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(regsub(beresp.http.cdn-cache-control, "^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
  } else {
    set beresp.grace = 0s;
  }
  # A page or read the site failed to make is not kept: the next visitor asks again.
  if (beresp.status >= 500) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
}

sub vcl_deliver {
  # The keys are for purges here, not for visitors; whether it came from the cache is worth a glance.
  unset resp.http.surrogate-key;
  if (obj.hits > 0) {
    set resp.http.x-cache = "hit";
  } else {
    set resp.http.x-cache = "miss";
  }
}
