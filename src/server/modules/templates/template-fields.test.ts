import { describe, expect, it } from "vitest";
import { formatTemplateNumber, templateFieldsToBrief, validateTemplateValues } from "./template-fields.js";
import type { TemplateField } from "./template-types.js";

const fields: TemplateField[] = [
  { name: "namaSekolah", label: "Nama Sekolah", type: "text", required: true },
  { name: "objektifProgram", label: "Objektif Program", type: "textarea", required: true },
  { name: "bilanganPeserta", label: "Bilangan Peserta", type: "number", required: true, unit: "peserta" },
  { name: "anggaranKos", label: "Anggaran Kos", type: "number", required: false, unit: "RM" },
  { name: "catatan", label: "Catatan", type: "textarea", required: false },
  { name: "penyelaras", label: "Penyelaras", type: "text", required: false },
];

const valid = {
  namaSekolah: "SK Taman Melawati",
  objektifProgram: "Meningkatkan minat membaca murid",
  bilanganPeserta: 120,
};

function failure(values: unknown, list: TemplateField[] = fields) {
  const result = validateTemplateValues(list, values);
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.values)}`);
  return { field: result.field, message: result.message };
}

function success(values: unknown, list: TemplateField[] = fields) {
  const result = validateTemplateValues(list, values);
  if (!result.ok) throw new Error(`expected success, got ${result.field}: ${result.message}`);
  return result.values;
}

describe("validateTemplateValues", () => {
  it("accepts a complete submission", () => {
    expect(success(valid)).toEqual(valid);
  });

  describe("required text", () => {
    it.each([undefined, null, "", "   "])("rejects %j with '{label} diperlukan'", (value) => {
      expect(failure({ ...valid, namaSekolah: value })).toEqual({
        field: "namaSekolah",
        message: "Nama Sekolah diperlukan",
      });
    });

    it("rejects a missing key", () => {
      const { namaSekolah: _, ...rest } = valid;
      expect(failure(rest).message).toBe("Nama Sekolah diperlukan");
    });

    it("accepts one character and trims", () => {
      expect(success({ ...valid, namaSekolah: "  A \n" }).namaSekolah).toBe("A");
    });

    it("turns a number into text", () => {
      expect(success({ ...valid, namaSekolah: 1957 }).namaSekolah).toBe("1957");
    });
  });

  describe("required textarea", () => {
    it.each(["", "   ", "123456789", "   pendek \n  "])("rejects %j as shorter than 10 characters", (value) => {
      expect(failure({ ...valid, objektifProgram: value })).toEqual({
        field: "objektifProgram",
        message: "Objektif Program mesti sekurang-kurangnya 10 aksara",
      });
    });

    it("rejects a missing value with the same message", () => {
      expect(failure({ ...valid, objektifProgram: undefined }).message).toBe(
        "Objektif Program mesti sekurang-kurangnya 10 aksara",
      );
    });

    it("counts characters after trimming: 10 is enough", () => {
      expect(success({ ...valid, objektifProgram: "   1234567890   " }).objektifProgram).toBe("1234567890");
    });

    it("counts an accented letter or an emoji as one character", () => {
      expect(failure({ ...valid, objektifProgram: "😀😀😀😀😀" }).field).toBe("objektifProgram");
      expect(success({ ...valid, objektifProgram: "😀😀😀😀😀😀😀😀😀😀" }).objektifProgram).toHaveLength(20);
    });
  });

  describe("required number", () => {
    it.each([0, -5, 0.5, "0", "-1"])("rejects %j with '{label} mesti sekurang-kurangnya 1'", (value) => {
      expect(failure({ ...valid, bilanganPeserta: value })).toEqual({
        field: "bilanganPeserta",
        message: "Bilangan Peserta mesti sekurang-kurangnya 1",
      });
    });

    it.each([undefined, null, "", "  "])("rejects an empty value %j with the same message", (value) => {
      expect(failure({ ...valid, bilanganPeserta: value }).message).toBe("Bilangan Peserta mesti sekurang-kurangnya 1");
    });

    it.each([
      [1, 1],
      ["120", 120],
      [" 45 ", 45],
      ["1.5", 1.5],
      ["45,000", 45000],
      ["1,234,567.89", 1234567.89],
      ["+7", 7],
    ])("converts %j to %j", (value, expected) => {
      expect(success({ ...valid, bilanganPeserta: value }).bilanganPeserta).toBe(expected);
    });

    it.each(["abc", "12a", "1e3", "0x10", "1,23", "12,34,567", "RM 100", "Infinity", "-", "."])(
      "rejects %j with '{label} mesti nombor'",
      (value) => {
        expect(failure({ ...valid, bilanganPeserta: value })).toEqual({
          field: "bilanganPeserta",
          message: "Bilangan Peserta mesti nombor",
        });
      },
    );

    it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e15])("rejects %j as invalid", (value) => {
      expect(failure({ ...valid, bilanganPeserta: value }).message).toBe("Bilangan Peserta tidak sah");
    });
  });

  describe("optional fields", () => {
    it("may be omitted, null or empty, and are then left out of the result", () => {
      const values = success({ ...valid, anggaranKos: "", catatan: null, penyelaras: "   " });
      expect(values).toEqual(valid);
      expect(Object.keys(values)).not.toContain("anggaranKos");
    });

    it("keep a given value, trimmed or converted", () => {
      const values = success({ ...valid, anggaranKos: "4,500", catatan: " ok ", penyelaras: " Cikgu Aminah " });
      expect(values).toEqual({ ...valid, anggaranKos: 4500, catatan: "ok", penyelaras: "Cikgu Aminah" });
    });

    it("do not need 10 characters when optional", () => {
      expect(success({ ...valid, catatan: "ok" }).catatan).toBe("ok");
    });

    it("accept 0 but not a negative number", () => {
      expect(success({ ...valid, anggaranKos: 0 }).anggaranKos).toBe(0);
      expect(failure({ ...valid, anggaranKos: -10 })).toEqual({
        field: "anggaranKos",
        message: "Anggaran Kos tidak sah",
      });
    });

    it("still reject a non-numeric number", () => {
      expect(failure({ ...valid, anggaranKos: "banyak" }).message).toBe("Anggaran Kos mesti nombor");
    });

    it("still reject text that is too long", () => {
      expect(failure({ ...valid, penyelaras: "a".repeat(301) }).message).toBe("Penyelaras terlalu panjang");
    });
  });

  describe("length caps", () => {
    it("allows 300 characters of text and 5000 of textarea, after trimming", () => {
      const values = success({
        ...valid,
        namaSekolah: ` ${"a".repeat(300)} `,
        objektifProgram: `\n${"b".repeat(5000)}\n`,
      });
      expect(values.namaSekolah).toHaveLength(300);
      expect(values.objektifProgram).toHaveLength(5000);
    });

    it("rejects longer values with '{label} terlalu panjang'", () => {
      expect(failure({ ...valid, namaSekolah: "a".repeat(301) })).toEqual({
        field: "namaSekolah",
        message: "Nama Sekolah terlalu panjang",
      });
      expect(failure({ ...valid, objektifProgram: "b".repeat(5001) })).toEqual({
        field: "objektifProgram",
        message: "Objektif Program terlalu panjang",
      });
    });
  });

  describe("value types", () => {
    it.each([true, false, {}, [], ["SK Taman"], { text: "SK" }])("rejects %j in a text field as invalid", (value) => {
      expect(failure({ ...valid, namaSekolah: value })).toEqual({
        field: "namaSekolah",
        message: "Nama Sekolah tidak sah",
      });
    });

    it.each([true, {}, [12]])("rejects %j in a number field as invalid", (value) => {
      expect(failure({ ...valid, bilanganPeserta: value }).message).toBe("Bilangan Peserta tidak sah");
    });

    it("rejects a wrong type even in an optional field", () => {
      expect(failure({ ...valid, catatan: false }).message).toBe("Catatan tidak sah");
    });
  });

  it("drops unknown keys, including inherited-looking ones", () => {
    const input = JSON.parse(
      '{"namaSekolah":"SK A","objektifProgram":"Objektif yang jelas","bilanganPeserta":"30","extra":"x","__proto__":{"polluted":1},"constructor":"y"}',
    );
    const values = success(input);
    expect(values).toEqual({ namaSekolah: "SK A", objektifProgram: "Objektif yang jelas", bilanganPeserta: 30 });
    expect(Object.keys(values)).toEqual(["namaSekolah", "objektifProgram", "bilanganPeserta"]);
  });

  it("does not read values from the object's prototype", () => {
    const input = Object.create({ namaSekolah: "SK Warisan" });
    Object.assign(input, { objektifProgram: "Objektif yang jelas", bilanganPeserta: 3 });
    expect(failure(input).message).toBe("Nama Sekolah diperlukan");
  });

  it("reports the first failing field in field order, not in key order", () => {
    const input = { bilanganPeserta: "abc", objektifProgram: "pendek", namaSekolah: "" };
    expect(failure(input)).toEqual({ field: "namaSekolah", message: "Nama Sekolah diperlukan" });
    expect(failure({ ...input, namaSekolah: "SK A" }).field).toBe("objektifProgram");
    expect(failure({ ...input, namaSekolah: "SK A", objektifProgram: "Objektif yang jelas" }).field).toBe(
      "bilanganPeserta",
    );
  });

  it.each([undefined, null, "text", 42, ["SK A"]])("treats a submission %j that is not an object as empty", (input) => {
    expect(failure(input)).toEqual({ field: "namaSekolah", message: "Nama Sekolah diperlukan" });
    expect(success(input, fields.slice(3))).toEqual({});
  });

  it("accepts anything for a template with no fields and returns nothing", () => {
    expect(success({ a: 1 }, [])).toEqual({});
  });

  it("does not change the input", () => {
    const input = { ...valid, namaSekolah: "  SK A  ", extra: 1 };
    const copy = structuredClone(input);
    success(input);
    expect(input).toEqual(copy);
  });
});

describe("formatTemplateNumber", () => {
  it.each([
    [45000, "RM", "RM 45,000"],
    [350.5, "RM", "RM 350.50"],
    [1234567.891, "RM", "RM 1,234,567.89"],
    [120, "peserta", "120 peserta"],
    [3500, "anggota", "3,500 anggota"],
    [1.5, "bulan", "1.5 bulan"],
    [2000, undefined, "2,000"],
  ])("%j %s -> %s", (value, unit, expected) => {
    expect(formatTemplateNumber(value, unit)).toBe(expected);
  });
});

describe("templateFieldsToBrief", () => {
  it("labels the values in field order with formatted numbers and units", () => {
    const template = { templateFields: fields };
    const values = success({
      penyelaras: "Cikgu Aminah",
      anggaranKos: "45000",
      bilanganPeserta: "120",
      objektifProgram: "Meningkatkan minat membaca murid",
      namaSekolah: "SK Taman Melawati",
    });
    expect(templateFieldsToBrief(template, values)).toEqual([
      { label: "Nama Sekolah", value: "SK Taman Melawati" },
      { label: "Objektif Program", value: "Meningkatkan minat membaca murid" },
      { label: "Bilangan Peserta", value: "120 peserta" },
      { label: "Anggaran Kos", value: "RM 45,000" },
      { label: "Penyelaras", value: "Cikgu Aminah" },
    ]);
  });

  it("leaves out empty fields and keys that are not the template's", () => {
    const brief = templateFieldsToBrief({ templateFields: fields }, { namaSekolah: "SK A", catatan: "", lain: "x" });
    expect(brief).toEqual([{ label: "Nama Sekolah", value: "SK A" }]);
  });

  it("formats a number field stored as a numeric string and keeps text as written", () => {
    const brief = templateFieldsToBrief(
      { templateFields: fields },
      { bilanganPeserta: "1200", namaSekolah: "123", anggaranKos: 0 },
    );
    expect(brief).toEqual([
      { label: "Nama Sekolah", value: "123" },
      { label: "Bilangan Peserta", value: "1,200 peserta" },
      { label: "Anggaran Kos", value: "RM 0" },
    ]);
  });
});
