import { describe, expect, it } from "vitest";
import { makeJpegHeader, makeLogoPng } from "../../../tests/support/png";
import { fitWithin, imageInfo } from "./image";

describe("imageInfo", () => {
  it("reads the kind and size of a PNG and a JPEG from their headers", () => {
    expect(imageInfo(makeLogoPng())).toEqual({ type: "png", width: 96, height: 48 });
    expect(imageInfo(makeJpegHeader(640, 200))).toEqual({ type: "jpg", width: 640, height: 200 });
  });

  it("answers null for anything else", () => {
    expect(imageInfo(new TextEncoder().encode("GIF89a......"))).toBeNull();
    expect(imageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(imageInfo(new Uint8Array())).toBeNull();
  });
});

describe("fitWithin", () => {
  it("keeps the proportions", () => {
    expect(fitWithin({ width: 200, height: 100 }, { width: 180, height: 90 })).toEqual({ width: 180, height: 90 });
    expect(fitWithin({ width: 100, height: 400 }, { width: 180, height: 90 })).toEqual({ width: 23, height: 90 });
  });
});
