/**
 * A proposal body using every element and attribute the stored-content allow-list keeps
 * (src/server/content/sanitize.ts), in the form the server stores: blocks on lines of their own.
 */
export const EVERY_ALLOWED_ELEMENT = [
  "<h1>Kertas Kerja Program Gotong-Royong</h1>",
  '<h2 style="text-align:center">1. Pengenalan</h2>',
  "<h3>1.1 Latar Belakang</h3>",
  "<p>Program ini dianjurkan oleh <strong>PIBG</strong>, <em>AJK Surau</em>, <u>belia</u> dan <s>kelab</s> &amp; penduduk.<br />Baris kedua &lt;selepas&gt; pemisah.</p>",
  '<p style="text-align:justify">Perenggan yang dijajarkan penuh dengan <strong><em>teks tebal condong</em></strong>.</p>',
  '<p style="text-align:right">Perenggan jajar kanan.</p>',
  '<p>Maklumat lanjut di <a href="https://contoh.my/program" title="Laman program" rel="noopener noreferrer">laman program</a> atau <a href="mailto:urusetia@contoh.my" rel="noopener noreferrer">e-mel urusetia</a>.</p>',
  "<ul><li>Objektif pertama</li><li>Objektif kedua<ul><li>Sub-objektif</li></ul></li></ul>",
  "<ol><li>Langkah satu</li><li><strong>Langkah dua</strong> yang penting</li></ol>",
  '<ul style="text-align:center"><li style="text-align:right">Senarai dijajarkan</li></ul>',
  "<blockquote><p>Bersatu kita teguh, bercerai kita roboh.</p></blockquote>",
  '<blockquote style="text-align:center"><p>Pepatah di tengah.</p></blockquote>',
  "<table><caption>Jadual 1: Anggaran Perbelanjaan</caption><thead><tr><th>Bil.</th><th>Perkara</th><th>Jumlah (RM)</th></tr></thead>" +
    '<tbody><tr><td>1</td><td>Sewa dewan</td><td style="text-align:right">500.00</td></tr>' +
    '<tr><td>2</td><td>Makanan</td><td style="text-align:right">1,200.00</td></tr></tbody>' +
    '<tfoot><tr><td colspan="2"><strong>Jumlah</strong></td><td style="text-align:right"><strong>1,700.00</strong></td></tr></tfoot></table>',
  "<p>Jadual atur cara:</p>",
  '<table><thead><tr><th style="text-align:center">Masa</th><th>Aktiviti</th></tr></thead>' +
    '<tbody><tr><td rowspan="2">8.00 pagi</td><td>Pendaftaran</td></tr><tr><td>Taklimat</td></tr>' +
    "<tr><td>9.00 pagi</td><td>Gotong-royong</td></tr></tbody></table>",
  "<table><tbody><tr><td>Disediakan oleh:</td><td></td></tr><tr><td>Tarikh:</td><td>[Nyatakan tarikh]</td></tr></tbody></table>",
  "<p>Sekian, terima kasih.</p>",
].join("\n");

/** What TipTap's getHTML() returns for EVERY_ALLOWED_ELEMENT in the editor (captured in Chromium). */
export const EDITOR_HTML_OF_SAMPLE =
  '<h1>Kertas Kerja Program Gotong-Royong</h1><h2 style="text-align: center;">1. Pengenalan</h2><h3>1.1 Latar Belakang</h3><p>Program ini dianjurkan oleh <strong>PIBG</strong>, <em>AJK Surau</em>, <u>belia</u> dan <s>kelab</s> &amp; penduduk.<br>Baris kedua &lt;selepas&gt; pemisah.</p><p style="text-align: justify;">Perenggan yang dijajarkan penuh dengan <strong><em>teks tebal condong</em></strong>.</p><p style="text-align: right;">Perenggan jajar kanan.</p><p>Maklumat lanjut di <a rel="noopener noreferrer" href="https://contoh.my/program" title="Laman program">laman program</a> atau <a rel="noopener noreferrer" href="mailto:urusetia@contoh.my">e-mel urusetia</a>.</p><ul><li><p>Objektif pertama</p></li><li><p>Objektif kedua</p><ul><li><p>Sub-objektif</p></li></ul></li></ul><ol><li><p>Langkah satu</p></li><li><p><strong>Langkah dua</strong> yang penting</p></li></ol><ul style="text-align: center;"><li style="text-align: right;"><p>Senarai dijajarkan</p></li></ul><blockquote><p>Bersatu kita teguh, bercerai kita roboh.</p></blockquote><blockquote style="text-align: center;"><p>Pepatah di tengah.</p></blockquote><div class="tableWrapper"><table data-caption="&lt;caption&gt;Jadual 1: Anggaran Perbelanjaan&lt;/caption&gt;"><caption contenteditable="false">Jadual 1: Anggaran Perbelanjaan</caption><tbody><tr data-section="head"><th><p>Bil.</p></th><th><p>Perkara</p></th><th><p>Jumlah (RM)</p></th></tr><tr data-section="body"><td><p>1</p></td><td><p>Sewa dewan</p></td><td style="text-align: right;"><p>500.00</p></td></tr><tr data-section="body"><td><p>2</p></td><td><p>Makanan</p></td><td style="text-align: right;"><p>1,200.00</p></td></tr><tr data-section="foot"><td colspan="2"><p><strong>Jumlah</strong></p></td><td style="text-align: right;"><p><strong>1,700.00</strong></p></td></tr></tbody></table></div><p>Jadual atur cara:</p><div class="tableWrapper"><table><tbody><tr data-section="head"><th style="text-align: center;"><p>Masa</p></th><th><p>Aktiviti</p></th></tr><tr data-section="body"><td rowspan="2"><p>8.00 pagi</p></td><td><p>Pendaftaran</p></td></tr><tr data-section="body"><td><p>Taklimat</p></td></tr><tr data-section="body"><td><p>9.00 pagi</p></td><td><p>Gotong-royong</p></td></tr></tbody></table></div><div class="tableWrapper"><table><tbody><tr data-section="body"><td><p>Disediakan oleh:</p></td><td><p></p></td></tr><tr data-section="body"><td><p>Tarikh:</p></td><td><p>[Nyatakan tarikh]</p></td></tr></tbody></table></div><p>Sekian, terima kasih.</p>';
