/**
 * Stored-XSS vectors for test/browser/xss.test.ts (issue 11, "Production readiness"). Every vector is built
 * from a template with its id embedded: when it runs, it calls `__xss(<id>)` (a function the test defines in
 * every frame), so an execution names the vector that ran. The ids start at 1001 so that a number in an error
 * message ('Uncaught 1042') can be told apart from anything else.
 *
 * The families follow the usual cheat sheets: script elements, event handlers on img/svg/body/details/media/
 * iframe/form controls, javascript:/data:/vbscript: URLs in href/src/action/formaction/xlink:href, SVG and
 * MathML namespace confusion, mutation XSS through noscript/style/title/template/textarea, broken and nested
 * tags, quote breaking, entity/unicode/URL-encoded obfuscation, CSS expression/url/animation events, srcdoc,
 * meta refresh and base, template-engine and React payloads, and markdown-ish links and images.
 */

export interface XssVector {
  /** 1001, 1002, ...: what `__xss` is called with. */
  id: number;
  family: string;
  payload: string;
}

export const FIRST_VECTOR_ID = 1001;

/** A template: `js` runs the vector's call (no spaces, no quotes of either kind), `id` is its number. */
type Template = (js: string, id: number) => string;

/**
 * Ways of writing the call, none with a space or a quote (so they fit unquoted and quoted attributes, URLs and
 * script bodies alike). A template is used with two of them, so the second copy differs in more than the id.
 */
const CALLS: ReadonlyArray<(id: number) => string> = [
  (id) => `__xss(${id})`,
  (id) => `top.__xss(${id})`,
  (id) => `window[/__xss/.source](${id})`,
  (id) => `[${id}].find(__xss)`,
  (id) => String.raw`\u005f\u005fxss(${id})`,
  (id) => `(0,__xss)(${id})`,
  (id) => `self.__xss(${id})`,
  (id) => `globalThis.__xss(${id})`,
  (id) => `__xss.call(null,${id})`,
  (id) => `Reflect.apply(__xss,null,[${id}])`,
  (id) => `parent.__xss(${id})`,
  (id) => `frames.__xss(${id})`,
];

/** Base64 of a text of ASCII characters (for data: URLs and atob payloads). */
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
/** `&#NN;` for every character. */
const decimalEntities = (text: string): string => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');
/** `&#xNN;` for every character. */
const hexEntities = (text: string): string =>
  [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
/** `\xNN` for every character (a JS string escape). */
const hexEscapes = (text: string): string =>
  [...text].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
/** Character codes, comma-separated. */
const charCodes = (text: string): string => [...text].map((c) => c.charCodeAt(0)).join(',');

const FAMILIES: Record<string, Template[]> = {
  script: [
    (j) => `<script>${j}</script>`,
    (j) => `<SCRIPT>${j}</SCRIPT>`,
    (j) => `<ScRiPt>${j}</sCrIpT>`,
    (j) => `<script type="text/javascript">${j}</script>`,
    (j) => `<script type=module>${j}</script>`,
    (j) => `<script src="data:text/javascript,${j}"></script>`,
    (j) => `<script src=data:,${j}></script>`,
    (j) => `<script/src=data:,${j}></script>`,
    (j) => `<scr<script>ipt>${j}</scr</script>ipt>`,
    (j) => `<script/x>${j}</script>`,
    (j) => `<script ~~~>${j}</script ~~~>`,
    (j) => `<script>${j}<!--</script>`,
    (j) => `<<script>${j}//<</script>`,
    (j) => `<script>/*</script><script>*/${j}</script>`,
    (j) => `<script>eval(atob('${base64(j)}'))</script>`,
    (j) => `<script>setTimeout(()=>${j})</script>`,
    (j) => `<script\n>${j}</script\n>`,
    (j) => `<script\t>${j}</script>`,
    (j) => `<svg><script>${j}</script></svg>`,
    (j) => `<svg><script href="data:,${j}"/></svg>`,
    (j) => `<svg><script xlink:href="data:,${j}"></script></svg>`,
    (j) => `<math><script>${j}</script></math>`,
    (j) => `<script>import('data:text/javascript,${j}')</script>`,
    (j) => `<script>new Function(atob('${base64(j)}'))()</script>`,
  ],
  'event handler': [
    (j) => `<img src=x onerror=${j}>`,
    (j) => `<img src="x" onerror="${j}">`,
    (j) => `<img src='x' onerror='${j}'>`,
    (j) => `<IMG SRC=x OnErRoR=${j}>`,
    (j) => `<img/src=x/onerror=${j}>`,
    (j) => `<img src onerror=${j}>`,
    (j) => `<img src=x:x onerror=${j}//`,
    (j) => `<img srcset=x onerror=${j}>`,
    (j) => `<img src=x onerror=${j} hidden>`,
    (j) => `<img src=\`x\`onerror=${j}>`,
    (j) => `<img src="x"onerror="${j}">`,
    (j) => `<img src=x onerror=/**/${j}>`,
    (j) => `<img src=x onerror\n=${j}>`,
    (j) => `<img\fsrc=x\fonerror=${j}>`,
    (j) => `<image src=x onerror=${j}>`,
    (j) => `<picture><source srcset=x><img src=x onerror=${j}></picture>`,
    (j) => `<input type=image src=x onerror=${j}>`,
    (j) => `<svg onload=${j}>`,
    (j) => `<svg/onload=${j}>`,
    (j) => `<svg onload=${j}//`,
    (j) => `<svg><g onload=${j}></g></svg>`,
    (j) => `<svg><animate onbegin=${j} attributeName=x dur=1s>`,
    (j) => `<svg><set onbegin=${j} attributeName=x to=1>`,
    (j) => `<svg><discard onbegin=${j}>`,
    (j) => `<svg><image href=x onerror=${j}>`,
    (j) => `<svg><foreignObject><img src=x onerror=${j}></foreignObject></svg>`,
    (j) => `<body onload=${j}>`,
    (j) => `<body/onload=${j}>`,
    (j) => `<body onpageshow=${j}>`,
    (j) => `<body onfocus=${j}>`,
    (j) => `<frameset onload=${j}>`,
    (j) => `<details open ontoggle=${j}>`,
    (j) => `<details/open/ontoggle=${j}>`,
    (j) => `<details ontoggle=${j} open><summary>x</summary></details>`,
    (j) => `<video src=x onerror=${j}>`,
    (j) => `<video><source onerror=${j}></video>`,
    (j) => `<video autoplay onloadstart=${j} src=x>`,
    (j) => `<audio src=x onerror=${j}>`,
    (j) => `<audio src onloadstart=${j}>`,
    (j) => `<video><track src=x onerror=${j}></video>`,
    (j) => `<iframe onload=${j}>`,
    (j) => `<iframe/onload=${j}>`,
    (j) => `<input autofocus onfocus=${j}>`,
    (j) => `<input onblur=${j} autofocus><input autofocus>`,
    (j) => `<select autofocus onfocus=${j}>`,
    (j) => `<textarea autofocus onfocus=${j}>`,
    (j) => `<button autofocus onfocus=${j}>x</button>`,
    (j) => `<div tabindex=1 autofocus onfocus=${j}>x</div>`,
    (j) => `<div contenteditable autofocus onfocus=${j}>x</div>`,
    (j) => `<x-el tabindex=0 autofocus onfocusin=${j}>x</x-el>`,
    (j) => `<marquee onstart=${j}>x</marquee>`,
    (j) => `<marquee loop=1 width=0 onfinish=${j}>x</marquee>`,
    (j) => `<object data=x onerror=${j}>`,
    (j) => `<style onload=${j}></style>`,
    (j) => `<link rel=stylesheet href=x onerror=${j}>`,
    (j) => `<x onclick=${j}>click me</x>`,
    (j) => `<a href=# onclick=${j}>link</a>`,
    (j) => `<html onmouseover=${j}>`,
    (j) => `<div onpointerenter=${j} style=position:fixed;inset:0>x</div>`,
    (j) => `<table><img src=x onerror=${j}></table>`,
    (j) => `<select><img src=x onerror=${j}></select>`,
  ],
  'dangerous url': [
    (j) => `<a href="javascript:${j}">link</a>`,
    (j) => `<a href=javascript:${j}>link</a>`,
    (j) => `<a href="JaVaScRiPt:${j}">link</a>`,
    (j) => `<a href=" javascript:${j}">link</a>`,
    (j) => `<a href="java\tscript:${j}">link</a>`,
    (j) => `<a href="java&#x09;script:${j}">link</a>`,
    (j) => `<a href="jav&#x0A;ascript:${j}">link</a>`,
    (j) => `<a href="&#106;avascript:${j}">link</a>`,
    (j) => `<a href="javascript&colon;${j}">link</a>`,
    (j) => `<a href=javascript&#58;${j}>link</a>`,
    (j) => `<a href="${hexEntities('javascript:')}${j}">link</a>`,
    (j) => `<a href="javascript://%0A${j}">link</a>`,
    (j) => `<a href="vbscript:${j}">link</a>`,
    (j, id) => `<a href="data:text/html,<script>__xss(${id})</script>">link</a>`,
    (j) => `<a href="data:text/html;base64,${base64(`<script>${j}</script>`)}">link</a>`,
    (j) => `<a href="javascript:${j}" target=_blank rel=opener>link</a>`,
    (j) => `<iframe src="javascript:${j}"></iframe>`,
    (j) => `<iframe src=javascript:${j}>`,
    (j, id) => `<iframe src="data:text/html,<script>__xss(${id})</script>"></iframe>`,
    (j, id) => `<iframe src="data:text/html;base64,${base64(`<script>__xss(${id})</script>`)}"></iframe>`,
    (j, id) => `<iframe srcdoc="<script>parent.__xss(${id})</script>"></iframe>`,
    (j, id) => `<iframe srcdoc="&lt;img src=x onerror=parent.__xss(${id})&gt;"></iframe>`,
    (j) => `<img src="javascript:${j}">`,
    (j) => `<IMG SRC="jav&#x09;ascript:${j}">`,
    (j) => `<img dynsrc="javascript:${j}">`,
    (j) => `<img lowsrc="javascript:${j}">`,
    (j) => `<video poster=javascript:${j}>`,
    (j) => `<object data="javascript:${j}"></object>`,
    (j, id) => `<object data="data:text/html,<script>__xss(${id})</script>"></object>`,
    (j) => `<embed src="javascript:${j}">`,
    (j, id) => `<embed src="data:text/html,<script>__xss(${id})</script>">`,
    (j) => `<form><button formaction=javascript:${j}>go</button></form>`,
    (j) => `<form action=javascript:${j}><input type=submit></form>`,
    (j) => `<isindex action=javascript:${j} type=image>`,
    (j) => `<input type=submit formaction="javascript:${j}">`,
    (j) => `<link rel=stylesheet href="javascript:${j}">`,
    (j) => `<base href="javascript:${j}//">`,
    (j) => `<meta http-equiv="refresh" content="0;url=javascript:${j}">`,
    (j, id) => `<meta http-equiv=refresh content="0;url=data:text/html,<script>__xss(${id})</script>">`,
    (j) => `<table background="javascript:${j}">`,
    (j) => `<td background=javascript:${j}>`,
    (j) => `<bgsound src="javascript:${j}">`,
    (j) => `<applet code="javascript:${j}"></applet>`,
    (j) => `<svg><a xlink:href="javascript:${j}"><text x=9 y=9>x</text></a></svg>`,
    (j) => `<svg><a href="javascript:${j}"><text x=9 y=9>x</text></a></svg>`,
    (j) => `<svg><a><animate attributeName=href values=javascript:${j} /><text x=9 y=9>x</text></a></svg>`,
    (j) => `<math><a xlink:href="javascript:${j}">x</a></math>`,
    (j) => `<math href="javascript:${j}">x</math>`,
    (j) => `<math><maction actiontype=statusline xlink:href=javascript:${j}>x</maction></math>`,
    (j, id) =>
      `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="__xss(${id})"/></svg>`)}#x"/></svg>`,
  ],
  'namespace confusion and mutation': [
    (j) => `<noscript><p title="</noscript><img src=x onerror=${j}>">`,
    (j) => `<svg></p><style><a id="</style><img src=1 onerror=${j}>">`,
    (j) => `<math><mtext><table><mglyph><style><img src=x onerror=${j}>`,
    (j) =>
      `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${j}>">`,
    (j) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${j}>`,
    (j) => `<svg><p><style><g title="</style><img src=x onerror=${j}>">`,
    (j) => `<svg><style><img src=x onerror=${j}></style></svg>`,
    (j) => `<math><style><img src=x onerror=${j}></style></math>`,
    (j) => `<svg><title><img src=x onerror=${j}></title></svg>`,
    (j) => `<title><img src=x onerror=${j}></title>`,
    (j) => `<template><img src=x onerror=${j}></template>`,
    (j) => `<template><script>${j}</script></template>`,
    (j) => `<style><img src=x onerror=${j}></style>`,
    (j) => `<style></style><img src=x onerror=${j}>`,
    (j) => `<textarea><img src=x onerror=${j}></textarea>`,
    (j) => `<textarea></textarea><img src=x onerror=${j}>`,
    (j) => `<xmp><img src=x onerror=${j}></xmp>`,
    (j) => `<xmp></xmp><img src=x onerror=${j}>`,
    (j) => `<noembed><img title="</noembed><img src onerror=${j}>"></noembed>`,
    (j) => `<noframes><img title="</noframes><img src onerror=${j}>"></noframes>`,
    (j) => `<iframe><img title="</iframe><img src onerror=${j}>"></iframe>`,
    (j) => `<listing>&lt;img src=x onerror=${j}&gt;</listing>`,
    (j) => `<svg><![CDATA[><img src=x onerror=${j}>]]></svg>`,
    (j) => `<![CDATA[<img src=x onerror=${j}>]]>`,
    (j) => `<!--<img src="--><img src=x onerror=${j}//">`,
    (j) => `<a title="a<!--"><img src=x onerror=${j}>-->`,
    (j) => `<select><template><style><img src=x onerror=${j}></style></template></select>`,
    (j) => `<option><style></option></select><img src=x onerror=${j}></style>`,
    (j) => `<noscript><img src=x onerror=${j}></noscript>`,
    (j) => `<svg><desc><img src=x onerror=${j}></desc></svg>`,
    (j) => `<math><mi><img src=x onerror=${j}></mi></math>`,
    (j) => `<math><annotation-xml encoding="text/html"><img src=x onerror=${j}></annotation-xml></math>`,
    (j) => `<svg><foreignObject><iframe onload=${j}></iframe></foreignObject></svg>`,
    (j) => `<table><tr><td><style></td></tr></table><img src=x onerror=${j}></style>`,
    (j) => `<p><svg><style>*{}</style><img src=x onerror=${j}></svg></p>`,
    (j) => `<plaintext><img src=x onerror=${j}>`,
  ],
  'broken and nested tags': [
    (j) => `<img src=x onerror=${j}`,
    (j) => `<img """><script>${j}</script>">`,
    (j) => `<<img src=x onerror=${j}>>`,
    (j) => `<a href="x"<img src=x onerror=${j}>`,
    (j) => `<div <img src=x onerror=${j}>>`,
    (j) => `<im<img src=x onerror=${j}>g>`,
    (j) => `<img src=x onerror=${j} <`,
    (j) => `<img src=x onerror=${j}/>`,
    (j) => `<img src=x onerror=${j}><!--`,
    (j) => `<img src=x oNeRrOr=${j}>`,
    (j) => `<IMG SRC="javascript:${j}">`,
    (j) => `<</p>img src=x onerror=${j}>`,
    (j) => `<p<img src=x onerror=${j}>`,
    (j) => `<b><i><img src=x onerror=${j}></b></i>`,
    (j) => `<ul><li><img src=x onerror=${j}></ul>`,
    (j) => `<p>x</p></p></p><img src=x onerror=${j}>`,
    (j) => `<div><div><div><img src=x onerror=${j}></div>`,
    (j) => `</a></p></div></span><img src=x onerror=${j}>`,
    (j) => `<strong><a href=https://x.test><img src=x onerror=${j}></a></strong>`,
  ],
  'quote breaking': [
    (j) => `"><img src=x onerror=${j}>`,
    (j) => `'><img src=x onerror=${j}>`,
    (j) => `"><svg onload=${j}>`,
    (j) => `" onmouseover="${j}" x="`,
    (j) => `' onfocus='${j}' autofocus='`,
    (j) => `" autofocus onfocus="${j}`,
    (j) => `"/><script>${j}</script>`,
    (j) => `--><img src=x onerror=${j}>`,
    (j) => `]]><img src=x onerror=${j}>`,
    (j) => `</textarea><script>${j}</script>`,
    (j) => `</title><script>${j}</script>`,
    (j) => `</style><script>${j}</script>`,
    (j) => `</script><script>${j}</script>`,
    (j) => `';${j};//`,
    (j) => `";${j};//`,
    (j) => `\\';${j};//`,
    (j) => `'-${j}-'`,
    (j) => `"-${j}-"`,
    (j) => `\`-${j}-\``,
    (j) => `</noscript><img src=x onerror=${j}>`,
    (j) => `" onerror="${j}" src="x`,
    (j) => `x" onload="${j}`,
  ],
  'encoded and obfuscated': [
    (j) => `&lt;script&gt;${j}&lt;/script&gt;`,
    (j) => `&lt;img src=x onerror=${j}&gt;`,
    (j) => `&#60;img src=x onerror=${j}&#62;`,
    (j) => `&#x3c;svg onload=${j}&#x3e;`,
    (j) => `&amp;lt;img src=x onerror=${j}&amp;gt;`,
    (j) => `\\x3cimg src=x onerror=${j}\\x3e`,
    (j) => `\\u003cimg src=x onerror=${j}\\u003e`,
    (j) => `%3Cimg%20src%3Dx%20onerror%3D${j}%3E`,
    (j) => `%253Cimg%2520src%253Dx%2520onerror%253D${j}%253E`,
    (j) => `\uff1cimg src=x onerror=${j}\uff1e`,
    (j) => `+ADw-script+AD4-${j}+ADw-/script+AD4-`,
    (j) => `<img src=x onerror=${decimalEntities(j)}>`,
    (j) => `<img src=x onerror=${hexEntities(j)}>`,
    (j) => `<img src=x onerror="${hexEntities(j)}">`,
    (j) => `<img src=x onerror=eval(atob('${base64(j)}'))>`,
    (j) => `<img src=x onerror=eval('${hexEscapes(j)}')>`,
    (j) => `<img src=x onerror=eval(String.fromCharCode(${charCodes(j)}))>`,
    (j) => `<img src=x onerror=eval(decodeURIComponent('${encodeURIComponent(j).replace(/_/g, '%5F')}'))>`,
    (j) => `<img src=x onerror=setTimeout(atob('${base64(j)}'))>`,
    (j) => `<img src=x onerror=Function(atob('${base64(j)}'))()>`,
    (j) => `<img src=x onerror=location='javascript:'+atob('${base64(j)}')>`,
    (j) => `<img src=x on\u200berror=${j}>`,
    (j) => `<img src=x onerror\u00a0=${j}>`,
    (j) => `<a href="${decimalEntities('javascript:')}${j}">link</a>`,
    (j) =>
      `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${j}">x</a>`,
    (j) => `<svg><script>${hexEntities(j)}</script></svg>`,
    (j, id) => `<svg><script>&#x5f;&#x5f;xss&lpar;${id}&rpar;</script></svg>`,
    (j) => `<script>\u2028${j}</script>`,
    (j) => `<img src=x onerror=\u2028${j}>`,
  ],
  css: [
    (j) => `<div style="background-image:url(javascript:${j})">x</div>`,
    (j) => `<div style="width:expression(${j})">x</div>`,
    (j) => `<xss style="xss:expression(${j})">x</xss>`,
    (j) => `<span style="x:\\65xpression(${j})">x</span>`,
    (j) => `<style>*{background:url("javascript:${j}")}</style>`,
    (j) => `<style>@import url("javascript:${j}");</style>`,
    (j) => `<style>@import 'data:,*{x:expression(${j})}';</style>`,
    (j) => `<link rel=stylesheet href="data:text/css,*{x:expression(${j})}">`,
    (j) => `<p style="color:red;background:url('javascript:${j}')">x</p>`,
    (j) => `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart=${j}></div>`,
    (j) => `<div style="animation:x 1s" onanimationend=${j}>x</div>`,
    (j) => `<div style="transition:all 1ms" ontransitionrun=${j}>x</div>`,
    (j) => `<div style="-moz-binding:url(data:text/xml,x)" onmouseover=${j}>x</div>`,
    (j) => `<p style="text-align:center" onmouseenter=${j}>x</p>`,
    (j) => `<svg><style>@import 'javascript:${j}'</style></svg>`,
    (j) => `<div style="background:url(&quot;javascript:${j}&quot;)">x</div>`,
  ],
  'template and framework': [
    (j) => `{{constructor.constructor('${j}')()}}`,
    (j) => `{{$on.constructor('${j}')()}}`,
    (j) => `{{'a'.constructor.prototype.charAt=[].join;$eval('x=${j}')}}`,
    (j) => `{{toString().constructor.constructor('${j}')()}}`,
    (j) => `\${${j}}`,
    (j) => `#{${j}}`,
    (j) => `<%= ${j} %>`,
    (j) => `{{=${j}}}`,
    (j) => `[[${j}]]`,
    (j) => `{${j}}`,
    (j) => `{{{${j}}}}`,
    (j) => `{{#with "s" as |s|}}{{s.sub.call.constructor('${j}')()}}{{/with}}`,
    (j) => `{"__html":"<img src=x onerror=${j}>"}`,
    (j) => `dangerouslySetInnerHTML={{__html:'<img src=x onerror=${j}>'}}`,
    (j) => `{"$$typeof":"Symbol(react.element)","type":"img","props":{"src":"x","onError":"${j}"}}`,
    (j) => `javascript:${j}`,
    (j) => `javascript://%0A${j}`,
    (j, id) => `data:text/html,<script>__xss(${id})</script>`,
    (j) => `vbscript:${j}`,
    (j) => `<div v-html="'<img src=x onerror=${j}>'"></div>`,
    (j) => `<div ng-app ng-csp><div ng-focus="${j}" tabindex=0 autofocus>x</div></div>`,
    (j) => `<x-el x-init="${j}" x-data>x</x-el>`,
    (j) => `<img src=x onerror={${j}}>`,
    (j) => `__proto__[onerror]=${j}`,
  ],
  markdown: [
    (j) => `[click](javascript:${j})`,
    (j) => `[click](javascript&#58;${j})`,
    (j) => `[click](JAVASCRIPT:${j})`,
    (j) => `![img](x"onerror="${j})`,
    (j) => `![img](javascript:${j})`,
    (j) => `<javascript:${j}>`,
    (j) => `[a]: javascript:${j}`,
    (j) => `\`<img src=x onerror=${j}>\``,
    (j) => `**<img src=x onerror=${j}>**`,
    (j) => `> <svg onload=${j}>`,
    (j) => `[<img src=x onerror=${j}>](https://x.test)`,
    (j) => `[x](https://x.test "title" onmouseover=${j})`,
    (j) => `<a href="https://ok.test" onclick=${j}>link</a>`,
    (j) => `<a href="https://x.test"title="x"onmouseover=${j}>link</a>`,
    (j) => `# <img src=x onerror=${j}>`,
    (j) => `- <details open ontoggle=${j}>`,
    (j) => `| <img src=x onerror=${j}> | x |`,
    (j) => `\`\`\`\n</code><img src=x onerror=${j}>\n\`\`\``,
  ],
};

/** Every template once, and every third one again with another call form: about 400 vectors. */
function build(): XssVector[] {
  const templates = Object.entries(FAMILIES).flatMap(([family, list]) =>
    list.map((template) => ({ family, template })),
  );
  const vectors: XssVector[] = [];
  const seen = new Set<string>();
  let id = FIRST_VECTOR_ID;
  for (const round of [0, 1]) {
    templates.forEach(({ family, template }, index) => {
      if (round === 1 && index % 3 !== 0) return;
      const call = CALLS[(index + round * 5) % CALLS.length]!;
      const payload = template(call(id), id);
      // Two copies of one shape (a template that ignores the call form) count once.
      const shape = payload.replaceAll(String(id), '#');
      if (seen.has(shape)) return;
      seen.add(shape);
      vectors.push({ id, family, payload });
      id += 1;
    });
  }
  return vectors;
}

export const XSS_VECTORS: readonly XssVector[] = build();
