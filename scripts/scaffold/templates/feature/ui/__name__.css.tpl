.__kebab__ {
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;
}

.__kebab__-items {
  margin: 0;
  padding-left: 20px;
}

.__kebab__-text {
  overflow-wrap: anywhere;
}
