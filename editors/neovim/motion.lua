-- motionc for Neovim 0.7 and later: put this file in ~/.config/nvim/lua/ and add
-- `require("motion")` to init.lua (or paste it there). motionc must be on your PATH.
--
-- It uses only what Neovim 0.7 has: no vim.fs, no vim.lsp.start, no vim.filetype.add (which
-- 0.7 ignores unless `do_filetype_lua` is set). `:setfiletype` runs before Neovim's own
-- detection, which would otherwise call a file that starts with a `#` comment `conf`.
vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
  pattern = "*.motion",
  command = "setfiletype motion",
})

-- One server per folder of specs, shared by the buffers in it.
local clients = {}

vim.api.nvim_create_autocmd("FileType", {
  pattern = "motion",
  callback = function(args)
    vim.bo[args.buf].commentstring = "# %s"
    local root = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(args.buf), ":p:h")
    if clients[root] == nil then
      clients[root] = vim.lsp.start_client({
        name = "motionc",
        cmd = { "motionc", "lsp" },
        root_dir = root,
      })
    end
    if clients[root] then
      vim.lsp.buf_attach_client(args.buf, clients[root])
    end
  end,
})
