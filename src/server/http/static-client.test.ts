import { describe, expect, it } from "vitest";
import { withBootData } from "./static-client.js";

describe("the landing page's figures sent with it", () => {
  it("sit in a JSON script before </head> that no value can close", () => {
    const page = withBootData(Buffer.from("<html><head><title>x</title></head><body></body></html>"), {
      "/api/public/info": { supportContact: "</script><script>alert(1)</script>" },
    });
    const json = /<script id="boot-data" type="application\/json">(.*)<\/script><\/head>/.exec(page)?.[1] ?? "";
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ "/api/public/info": { supportContact: "</script><script>alert(1)</script>" } });
  });
});
