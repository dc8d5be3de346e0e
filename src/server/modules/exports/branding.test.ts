import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { dataUrl, makeJpegHeader, makeLogoPng, makePng } from "../../../../tests/support/png.js";
import { PRODUCT_BRANDING } from "../../../common/document/model.js";
import { decodeLogo, MAX_LOGO_BYTES, organisationBranding, parseHexColor } from "./branding.js";

describe("parseHexColor", () => {
  it("takes '#rrggbb' in any case and nothing else", () => {
    expect(parseHexColor("#3B82F6")).toBe("#3b82f6");
    expect(parseHexColor(" #1e40af ")).toBe("#1e40af");
    for (const bad of ["3B82F6", "#fff", "#3B82F6AA", "blue", "rgb(0,0,0)", "", null, undefined]) {
      expect(parseHexColor(bad)).toBeNull();
    }
  });
});

describe("decodeLogo", () => {
  it("decodes PNG and JPEG data: URLs", () => {
    const png = makeLogoPng();
    expect(Buffer.from(decodeLogo(dataUrl(png))!)).toEqual(png);
    expect(decodeLogo(dataUrl(makeLogoPng({ alpha: true })))).not.toBeNull();
    const jpeg = makeJpegHeader(120, 60);
    expect(Buffer.from(decodeLogo(dataUrl(jpeg, "image/jpeg"))!)).toEqual(jpeg);
  });

  it("never takes a remote address or another image type", () => {
    for (const url of [
      "https://contoh.my/logo.png",
      "http://169.254.169.254/latest/meta-data",
      "file:///etc/passwd",
      `data:image/svg+xml;base64,${Buffer.from("<svg/>").toString("base64")}`,
      `data:image/gif;base64,${Buffer.from("GIF89a").toString("base64")}`,
      "data:image/png,not-base64",
      null,
      "",
    ]) {
      expect(decodeLogo(url), String(url)).toBeNull();
    }
  });

  it("refuses bytes that are not what the URL says, and files over 1 MB", () => {
    expect(decodeLogo(dataUrl(makeJpegHeader(10, 10), "image/png"))).toBeNull();
    expect(decodeLogo(dataUrl(makeLogoPng(), "image/jpeg"))).toBeNull();
    expect(decodeLogo(dataUrl(Buffer.from("hello")))).toBeNull();
    const big = Buffer.concat([makeLogoPng(), Buffer.alloc(MAX_LOGO_BYTES)]);
    expect(decodeLogo(dataUrl(big))).toBeNull();
  });

  it("refuses a PNG whose pixels would not decode or would be too many", () => {
    // A transparent PNG with broken pixel data: pdfkit would throw where nothing can catch it.
    const broken = makePng(8, 8, () => [0, 0, 0, 0], { alpha: true, idat: Buffer.from("not zlib at all") });
    expect(decodeLogo(dataUrl(broken))).toBeNull();
    // A small file that inflates to far more than its stated size.
    const bomb = makePng(8, 8, () => [0, 0, 0], { idat: deflateSync(Buffer.alloc(5_000_000)) });
    expect(decodeLogo(dataUrl(bomb))).toBeNull();
    const huge = makePng(1, 1, () => [0, 0, 0]);
    huge.writeUInt32BE(20_000, 16); // IHDR width
    huge.writeUInt32BE(20_000, 20); // IHDR height
    expect(decodeLogo(dataUrl(huge))).toBeNull();
  });
});

describe("organisationBranding", () => {
  const org = {
    name: "Koperasi Nelayan Kuala Kedah",
    status: "approved",
    primaryColor: "#1D4ED8",
    secondaryColor: "#F59E0B",
    logoUrl: dataUrl(makeLogoPng()),
  };

  it("gives an approved organisation its name, colours and logo", () => {
    const branding = organisationBranding(org);
    expect(branding).toMatchObject({ name: org.name, color: "#1d4ed8", accent: "#f59e0b" });
    expect(branding.logo?.length).toBeGreaterThan(0);
  });

  it("falls back to the product's colours for a colour that is not '#rrggbb', keeping name and logo", () => {
    const branding = organisationBranding({ ...org, primaryColor: "red", logoUrl: "https://contoh.my/logo.png" });
    expect(branding).toMatchObject({ name: org.name, color: PRODUCT_BRANDING.color, accent: PRODUCT_BRANDING.accent });
    expect(branding.logo).toBeNull();
  });

  it("gives the product's branding to an organisation that is not approved, and without one", () => {
    for (const status of ["pending", "rejected", "suspended"]) {
      expect(organisationBranding({ ...org, status })).toBe(PRODUCT_BRANDING);
    }
    expect(organisationBranding({ ...org, name: "  " })).toBe(PRODUCT_BRANDING);
    expect(organisationBranding(undefined)).toBe(PRODUCT_BRANDING);
  });
});
