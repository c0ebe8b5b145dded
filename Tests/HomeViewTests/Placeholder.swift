// golden tests come next
